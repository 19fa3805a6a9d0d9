/** @jest-environment jsdom */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import type {ReactNode} from 'react';
import SearchBar from '../../src/theme/SearchBar';
import {createSearchClient, type SearchClient} from '../../src/search';
import {createLocalBackend, type ShardSource} from '../../src/search/local/backend';
import {buildShard} from '../../src/search/local/engine';
import type {SearchRecord} from '../../src/search/types';

const mockLocation = {pathname: '/jet/jobs/partner-jobs/'};
const mockPush = jest.fn();
let mockClient: () => Promise<SearchClient>;

jest.mock('@docusaurus/router', () => ({useLocation: () => mockLocation, useHistory: () => ({push: mockPush})}), {virtual: true});
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
const mockContext = {siteConfig: {baseUrl: '/'}};
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => mockContext}), {virtual: true});
const mockSearchConfig = {buildId: 'test', algolia: null};
jest.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => mockSearchConfig}), {virtual: true});
jest.mock('../../src/search/loadSearchClient', () => ({loadSearchClient: () => mockClient()}));

function record(slug: string, title: string, content: string): SearchRecord {
  const path = `/jet/${slug}/`;
  return {objectID: path, path, title, headings: [], content, product: 'jet', version: 'current', description: '', keywords: []};
}

const RECORDS = [
  record('routes/partner-routes', 'Partner Routes', 'A partner route connects two organizations.'),
  record('jobs/partner-jobs', 'Partner Jobs', 'A partner job sends files over a partner route.'),
  record('jobs/triggers', 'Job Triggers', 'Hot folders start jobs.'),
];

function localClient(failing = false): SearchClient {
  const source: ShardSource = {
    shard: async (product) => {
      if (failing) throw new Error('down');
      return JSON.parse(JSON.stringify(buildShard(product, RECORDS.filter((r) => r.product === product))));
    },
    content: async (_product, id) => RECORDS[id].content,
    texts: async () => RECORDS.map((r) => r.content),
  };
  return createSearchClient(createLocalBackend(source));
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
  mockPush.mockReset();
  mockLocation.pathname = '/jet/jobs/partner-jobs/';
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
