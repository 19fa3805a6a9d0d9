/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import type {SearchCombobox} from '../../src/theme/SearchBar/useSearchCombobox';
import type {SearchHit} from '../../src/search/types';
import type * as DropdownModule from '../../src/theme/SearchBar/SearchDropdown';
import type * as LoadSearchHitModule from '../../src/theme/SearchBar/loadSearchHit';
import {toHit} from '../../src/search/algolia';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children}: {to: string; children: ReactNode}) => <a href={to}>{children}</a>,
  }),
  {virtual: true},
);
let mockLoad: () => Promise<unknown>;
jest.mock('../../src/theme/SearchBar/loadSearchHit', () => ({searchHitForLazy: () => mockLoad()}));

const HIT: SearchHit = {
  objectID: '/jet/jobs/partner-jobs/',
  title: 'Partner Jobs',
  path: '/jet/jobs/partner-jobs/',
  url: '/jet/jobs/partner-jobs/',
  moreSections: [],
  headings: [],
  content: 'A partner job sends files over a partner route.',
  product: 'jet',
  version: 'current',
  _highlightResult: {
    title: {value: '<mark>Partner</mark> Jobs', matchLevel: 'partial'},
    headings: [],
    content: {value: '', matchLevel: 'none'},
  },
  _snippetResult: {headings: [], content: {value: 'A <em>partner</em> job', matchLevel: 'partial'}},
};

function combobox(hits: readonly SearchHit[] = [HIT]): SearchCombobox {
  const response = {query: 'partner', nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 5, hits};
  return {
    product: 'jet',
    text: 'partner',
    expanded: true,
    state: {status: 'done', response},
    response,
    hits,
    active: -1,
    allResultsHref: '/jet/search/?product=jet&query=partner',
    listboxId: 'search-listbox',
    optionId: (i: number) => `search-listbox-option-${i}`,
  } as unknown as SearchCombobox;
}

/** The dropdown module afresh: React's `lazy` keeps what its first load gave. */
function renderDropdown(hits?: readonly SearchHit[]): void {
  jest.isolateModules(() => {
    const {default: SearchDropdown} = jest.requireActual<typeof DropdownModule>(
      '../../src/theme/SearchBar/SearchDropdown',
    );
    render(<SearchDropdown combobox={combobox(hits)} />);
  });
}

describe('search dropdown hits', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('show their page title while the hit code loads, then the highlighted hit', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    mockLoad = () => new Promise((resolve) => (arrive = resolve));
    renderDropdown();
    expect(screen.getByRole('option')).toHaveTextContent('Partner Jobs');
    expect(screen.getByRole('option').querySelector('mark')).toBeNull();
    arrive(jest.requireActual('../../src/components/SearchHit'));
    expect(await screen.findByText('Partner', {selector: 'mark'})).toBeInTheDocument();
  });

  it('show at once, with no fallback, once the box has loaded the hit code', async () => {
    const actual = jest.requireActual<typeof LoadSearchHitModule>('../../src/theme/SearchBar/loadSearchHit');
    await actual.loadSearchHit();
    mockLoad = actual.searchHitForLazy;
    renderDropdown();
    expect(screen.getByText('Partner', {selector: 'mark'})).toBeInTheDocument();
  });

  it('keep their page title, and break nothing, when the hit code never arrives', async () => {
    mockLoad = () => Promise.reject(new Error('Loading chunk 123 failed'));
    renderDropdown();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('option')).toHaveTextContent('Partner Jobs');
    expect(screen.getByRole('link', {name: 'See all results'})).toBeInTheDocument();
  });

  it('that open at a section link to path#anchor and read "Page › Section", from either backend, markup escaped', async () => {
    // The local index's shape, and an Algolia section record through the Algolia backend's reading of it.
    const local: SearchHit = {
      ...HIT,
      url: '/jet/jobs/partner-jobs/#receiving-side',
      section: {anchor: 'receiving-side', heading: 'Receiving side <b>'},
      _highlightResult: {
        ...HIT._highlightResult,
        section: {value: '<mark>Receiving</mark> side &lt;b&gt;', matchLevel: 'partial'},
      },
    };
    const algolia = toHit({
      objectID: '/jet/jobs/job-trigger-types/#schedule',
      title: 'Job Trigger Types',
      path: '/jet/jobs/job-trigger-types/',
      anchor: 'schedule',
      hierarchy: {lvl0: 'Jet', lvl1: 'Job Trigger Types', lvl2: 'Schedule', lvl3: null},
      product: 'jet',
      _highlightResult: {
        hierarchy: {lvl2: {value: '<em>Schedule</em><img src=x onerror=alert(1)>', matchLevel: 'full'}},
      },
    });
    mockLoad = () => Promise.resolve(jest.requireActual('../../src/components/SearchHit'));
    renderDropdown([local, algolia]);
    const [first, second] = await screen.findAllByRole('option');
    await screen.findAllByTestId('search-hit-section');
    expect(first.querySelector('a')).toHaveAttribute('href', '/jet/jobs/partner-jobs/#receiving-side');
    expect(first).toHaveTextContent('Partner Jobs › Receiving side <b>');
    expect(second.querySelector('a')).toHaveAttribute('href', '/jet/jobs/job-trigger-types/#schedule');
    expect(second).toHaveTextContent('Job Trigger Types › Schedule<img src=x onerror=alert(1)>');
    expect(document.querySelector('[role="listbox"] b, [role="listbox"] img')).toBeNull();
    expect(Array.from(document.querySelectorAll('[role="listbox"] mark'), (m) => m.textContent)).toEqual([
      'Partner',
      'Receiving',
      'partner',
      'Schedule',
    ]);
  });
});
