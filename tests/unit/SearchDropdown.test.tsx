/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import type {SearchCombobox} from '../../src/theme/SearchBar/useSearchCombobox';
import type {SearchHit} from '../../src/search/types';
import type * as DropdownModule from '../../src/theme/SearchBar/SearchDropdown';
import type * as LoadSearchHitModule from '../../src/theme/SearchBar/loadSearchHit';

jest.mock(
  '@docusaurus/Link',
  () => ({__esModule: true, default: ({to, children}: {to: string; children: ReactNode}) => <a href={to}>{children}</a>}),
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

function combobox(): SearchCombobox {
  const response = {query: 'partner', nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 5, hits: [HIT]};
  return {
    product: 'jet',
    text: 'partner',
    expanded: true,
    state: {status: 'done', response},
    response,
    hits: [HIT],
    active: -1,
    allResultsHref: '/jet/search/?product=jet&query=partner',
    listboxId: 'search-listbox',
    optionId: (i: number) => `search-listbox-option-${i}`,
  } as unknown as SearchCombobox;
}

/** The dropdown module afresh: React's `lazy` keeps what its first load gave. */
function renderDropdown(): void {
  jest.isolateModules(() => {
    const {default: SearchDropdown} = jest.requireActual<typeof DropdownModule>(
      '../../src/theme/SearchBar/SearchDropdown',
    );
    render(<SearchDropdown combobox={combobox()} />);
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
});
