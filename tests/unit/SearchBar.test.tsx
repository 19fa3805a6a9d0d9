/** @jest-environment jsdom */
import type * as DocsClientDouble from './doubles/docsClient';
import type {DocsData} from './doubles/docsClient';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import type {ReactNode} from 'react';
import SearchBar from '../../src/theme/SearchBar';
import * as LoadSearchHitModule from '../../src/theme/SearchBar/loadSearchHit';
import {createSearchClient, type SearchClient} from '../../src/search/client';
import {createLocalBackend, type ShardSource} from '../../src/search/local/backend';
import type {SearchRecord} from '../../src/search/types';
import {memorySource, pageRecord} from './doubles/searchSource';

const mockLocation = {pathname: '/jet/jobs/partner-jobs/', search: ''};
const mockPush = jest.fn();
let mockClient: () => Promise<SearchClient>;

jest.mock(
  '@docusaurus/router',
  () => ({useLocation: () => mockLocation, useHistory: () => ({push: mockPush})}),
  {virtual: true},
);
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children, ...rest}: {to: string; children: ReactNode}) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
  }),
  {virtual: true},
);
/** Whether the page has hydrated (`useIsBrowser`): the server's HTML, and a browser without scripts, show `false`. */
let mockHydrated = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockHydrated}), {
  virtual: true,
});
const mockContext = {siteConfig: {baseUrl: '/'}};
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => mockContext}), {
  virtual: true,
});
const mockSearchConfig = {buildId: 'test', algolia: null};
jest.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => mockSearchConfig}), {virtual: true});
jest.mock('../../src/search/loadSearchClient', () => ({loadSearchClient: () => mockClient()}));
// The real loader, watched: the test of text typed without a focus event counts its calls.
jest.mock('../../src/theme/SearchBar/loadSearchHit', () => {
  const actual = jest.requireActual<typeof LoadSearchHitModule>('../../src/theme/SearchBar/loadSearchHit');
  return {...actual, loadSearchHit: jest.fn(actual.loadSearchHit)};
});
/** Docs versions by product, as the docs plugins' global data holds them; one version (none cut) unless a test says. */
let mockDocsData: DocsData = {};
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  // Required inside the factory: jest.mock runs before the file's imports.
  () =>
    jest.requireActual<typeof DocsClientDouble>('./doubles/docsClient').docsClientDouble(
      () => mockDocsData,
      () => mockLocation.pathname,
    ),
  {virtual: true},
);

function record(slug: string, title: string, content: string, version = 'current'): SearchRecord {
  return {...pageRecord('jet', slug, title, content), version};
}

const RECORDS = [
  record('routes/partner-routes', 'Partner Routes', 'A partner route connects two organizations.'),
  record('jobs/partner-jobs', 'Partner Jobs', 'A partner job sends files over a partner route.'),
  record('jobs/triggers', 'Job Triggers', 'Hot folders start jobs.'),
];

function localClient(failing = false, records: readonly SearchRecord[] = RECORDS): SearchClient {
  const {source, latest} = memorySource(records);
  const down: ShardSource = {
    ...source,
    shard: async (name) => {
      if (failing) throw new Error('down');
      return source.shard(name);
    },
  };
  return createSearchClient(createLocalBackend(down, latest));
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  mockHydrated = true;
  mockPush.mockReset();
  mockLocation.pathname = '/jet/jobs/partner-jobs/';
  mockLocation.search = '';
  mockDocsData = {
    jet: {
      versions: [{name: 'current', label: 'Next', isLast: true, docs: RECORDS.map((r) => ({path: r.path}))}],
    },
  };
  const client = localClient();
  mockClient = () => Promise.resolve(client);
});

async function type(text: string): Promise<HTMLElement> {
  const box = screen.getByRole('combobox');
  await act(async () => {
    fireEvent.change(box, {target: {value: text}});
  });
  return box;
}

describe('header search box', () => {
  it('reads SEARCH {PRODUCT} HELP in a section and SEARCH HELP outside', () => {
    const {unmount} = render(<SearchBar />);
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'SEARCH JET HELP');
    unmount();
    mockLocation.pathname = '/';
    render(<SearchBar />);
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'SEARCH HELP');
  });

  it('is a collapsed combobox until text is typed, then lists hits as options', async () => {
    render(<SearchBar />);
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await type('partner');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => within(o).getByRole('link').getAttribute('href'))).toEqual([
      '/jet/jobs/partner-jobs/',
      '/jet/routes/partner-routes/',
    ]);
    expect(screen.getByText('2 results for "partner"')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'See all results'})).toHaveAttribute(
      'href',
      '/jet/search/?product=jet&query=partner',
    );
    expect(within(options[1]).getByText('jet > routes > partner routes')).toBeInTheDocument();
    await type('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("starts loading the hits' code with the first text, even when no focus event came first", async () => {
    const loadSearchHit = jest.mocked(LoadSearchHitModule.loadSearchHit);
    loadSearchHit.mockClear();
    render(<SearchBar />);
    expect(loadSearchHit).not.toHaveBeenCalled();
    // A change without a focus event, as when the box was focused before the page hydrated.
    await type('partner');
    expect(loadSearchHit).toHaveBeenCalled();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
  });

  it('moves through hits with the arrow keys and opens the selected one with Enter', async () => {
    render(<SearchBar />);
    const box = await type('partner');
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(box, {key: 'ArrowUp'});
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, {key: 'Enter'});
    expect(mockPush).toHaveBeenCalledWith('/jet/jobs/partner-jobs/');
  });

  it('closes with Escape and on a click outside', async () => {
    render(
      <>
        <SearchBar />
        <p>Elsewhere</p>
      </>,
    );
    const box = await type('partner');
    fireEvent.keyDown(box, {key: 'Escape'});
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await type('partners');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits to the results page, and does nothing for empty text', async () => {
    render(<SearchBar />);
    const box = screen.getByRole('combobox');
    fireEvent.submit(box.closest('form')!);
    expect(mockPush).not.toHaveBeenCalled();
    await type('   ');
    fireEvent.submit(box.closest('form')!);
    expect(mockPush).not.toHaveBeenCalled();
    await type('partner route');
    fireEvent.submit(box.closest('form')!);
    expect(mockPush).toHaveBeenCalledWith('/jet/search/?product=jet&query=partner+route');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('offline, Enter keeps the hits found on the device open and says the results page needs a connection', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<SearchBar />);
      const box = await type('partner');
      fireEvent.submit(box.closest('form')!);
      expect(mockPush).not.toHaveBeenCalled();
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
      expect(screen.queryByRole('link', {name: 'See all results'})).toBeNull();
      expect(screen.getByText(/The full results page needs a connection\./)).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('is a plain GET form to the results page too, which a browser without scripts sends to the same address', async () => {
    const sentAddress = (form: HTMLFormElement): string =>
      `${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as unknown as string[][]).toString()}`;
    const {unmount} = render(<SearchBar />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    await type('partner route');
    expect(sentAddress(form)).toBe('/jet/search/?product=jet&query=partner+route');
    unmount();
    mockLocation.pathname = '/does-not-exist/';
    render(<SearchBar />);
    await type('partner route');
    expect(sentAddress(screen.getByRole('search') as HTMLFormElement)).toBe('/search/?query=partner+route');
  });

  it('has a button opening the box once hydrated, and a link to the results page until then', () => {
    mockHydrated = false;
    const {unmount} = render(<SearchBar />);
    expect(screen.getByRole('link', {name: 'Open search'})).toHaveAttribute(
      'href',
      '/jet/search/?product=jet',
    );
    expect(screen.queryByRole('button', {name: 'Open search'})).toBeNull();
    unmount();
    mockHydrated = true;
    render(<SearchBar />);
    expect(screen.getByRole('button', {name: 'Open search'})).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', {name: 'Open search'})).toBeNull();
  });

  it('says there are no results, with the hint', async () => {
    render(<SearchBar />);
    await type('zzzqqq');
    expect(screen.getByText('There are no results for "zzzqqq"')).toBeInTheDocument();
    expect(screen.getByText('Check your spelling or try another search term')).toBeInTheDocument();
  });

  it('shows a hostile query as text', async () => {
    render(<SearchBar />);
    await type('<img src=x onerror=alert(1)>');
    expect(screen.getByText('There are no results for "<img src=x onerror=alert(1)>"')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says search is unavailable when the backend fails, and retries on the next keystroke', async () => {
    const failing = localClient(true);
    mockClient = () => Promise.resolve(failing);
    render(<SearchBar />);
    await type('partner');
    expect(screen.getByText('Search is unavailable right now')).toBeInTheDocument();
    const working = localClient();
    mockClient = () => Promise.resolve(working);
    await type('partners');
    expect(screen.getByText('2 results for "partners"')).toBeInTheDocument();
  });

  it('focuses the box on / and on Ctrl+K', async () => {
    jest.useFakeTimers();
    render(<SearchBar />);
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(document.body, {key: '/'});
    act(() => {
      jest.runAllTimers();
    });
    expect(box).toHaveFocus();
    box.blur();
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true});
    act(() => {
      jest.runAllTimers();
    });
    expect(box).toHaveFocus();
    jest.useRealTimers();
  });
});

describe('header search box of a product with cut versions', () => {
  /** Jet after cutting 1.0 and 2.0: the same two pages in each version, at each version's root. */
  const ROOTS: Record<string, string> = {current: 'next/', '2.0': '', '1.0': '1.0/'};
  const VERSIONED = Object.entries(ROOTS).flatMap(([version, root]) => [
    record(
      `${root}routes/partner-routes`,
      'Partner Routes',
      'A partner route connects two organizations.',
      version,
    ),
    record(
      `${root}jobs/partner-jobs`,
      'Partner Jobs',
      'A partner job sends files over a partner route.',
      version,
    ),
  ]);

  beforeEach(() => {
    const client = localClient(false, VERSIONED);
    mockClient = () => Promise.resolve(client);
    mockDocsData = {
      jet: {
        versions: Object.keys(ROOTS).map((name) => ({
          name,
          label: name === 'current' ? 'Next' : name,
          isLast: name === '2.0',
          docs: VERSIONED.filter((r) => r.version === name).map((r) => ({path: r.path})),
        })),
      },
    };
  });

  const hrefs = (): (string | null)[] =>
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => within(o).getByRole('link').getAttribute('href'));

  it('searches only the version of the page being read, and says so in the results address', async () => {
    mockLocation.pathname = '/jet/1.0/jobs/partner-jobs/';
    render(<SearchBar />);
    await type('partner');
    expect(hrefs()).toEqual(['/jet/1.0/jobs/partner-jobs/', '/jet/1.0/routes/partner-routes/']);
    expect(screen.getByRole('link', {name: 'See all results'})).toHaveAttribute(
      'href',
      '/jet/search/?product=jet&query=partner&version=1.0',
    );
    const form = screen.getByRole('combobox').closest('form')!;
    fireEvent.submit(form);
    expect(mockPush).toHaveBeenCalledWith('/jet/search/?product=jet&query=partner&version=1.0');
    // Without scripts the form sends the same address.
    expect(
      `${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as unknown as string[][]).toString()}`,
    ).toBe('/jet/search/?product=jet&query=partner&version=1.0');
  });

  it('searches the unreleased docs on a next page, and the latest version on the section root', async () => {
    mockLocation.pathname = '/jet/next/routes/partner-routes/';
    const {unmount} = render(<SearchBar />);
    await type('partner');
    expect(hrefs()).toEqual(['/jet/next/jobs/partner-jobs/', '/jet/next/routes/partner-routes/']);
    unmount();
    mockLocation.pathname = '/jet/routes/partner-routes/';
    render(<SearchBar />);
    await type('partner');
    expect(hrefs()).toEqual(['/jet/jobs/partner-jobs/', '/jet/routes/partner-routes/']);
  });

  it('on the results page, keeps the version of its address, else the latest', async () => {
    mockLocation.pathname = '/jet/search/';
    mockLocation.search = '?product=jet&query=jobs&version=1.0';
    const {unmount} = render(<SearchBar />);
    await type('partner');
    expect(hrefs()).toEqual(['/jet/1.0/jobs/partner-jobs/', '/jet/1.0/routes/partner-routes/']);
    unmount();
    mockLocation.search = '?product=jet&query=jobs&version=9.9';
    render(<SearchBar />);
    await type('partner');
    expect(hrefs()).toEqual(['/jet/jobs/partner-jobs/', '/jet/routes/partner-routes/']);
  });

  it.each([
    ['/jet/1.0/jobs/partner-jobs/', '', 'SEARCH JET 1.0 HELP'],
    ['/jet/jobs/partner-jobs/', '', 'SEARCH JET 2.0 HELP'],
    ['/jet/next/jobs/partner-jobs/', '', 'SEARCH JET NEXT HELP'],
    ['/jet/search/', '?product=jet&query=jobs&version=1.0', 'SEARCH JET 1.0 HELP'],
  ])('on %s%s, names the version it searches: %s', (pathname, search, label) => {
    mockLocation.pathname = pathname;
    mockLocation.search = search;
    render(<SearchBar />);
    const box = screen.getByRole('combobox', {name: label});
    expect(box).toHaveAttribute('placeholder', label);
  });

  it("renders the results page's box as the server does until hydrated: the address's version is read after", () => {
    mockLocation.pathname = '/jet/search/';
    mockLocation.search = '?product=jet&query=jobs&version=1.0';
    mockHydrated = false;
    try {
      render(<SearchBar />);
      expect(screen.getByRole('combobox')).toHaveAccessibleName('SEARCH JET 2.0 HELP');
    } finally {
      mockHydrated = true;
    }
  });
});
