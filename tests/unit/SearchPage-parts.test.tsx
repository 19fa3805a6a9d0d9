/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import MoreSections from '../../src/components/SearchPage/MoreSections';
import fs from 'node:fs';
import path from 'node:path';
import NoScriptNote, {SEARCHED_WORDS_INCLUDE} from '../../src/components/SearchPage/NoScriptNote';
import OtherProducts from '../../src/components/SearchPage/OtherProducts';
import SearchForm from '../../src/components/SearchPage/SearchForm';
import StatusLine from '../../src/theme/SearchBar/StatusLine';
import type {SearchHit, SearchResponse} from '../../src/search/types';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children}: {to: string; children: ReactNode}) => <a href={to}>{children}</a>,
  }),
  {virtual: true},
);
jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({as: Tag, children, ...rest}: {as: 'h2'; children: ReactNode}) => (
      <Tag {...rest}>{children}</Tag>
    ),
  }),
  {virtual: true},
);

const mockPush = jest.fn();
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push: mockPush})}), {virtual: true});
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({__esModule: true, default: () => ({siteConfig: {customFields: {}}})}),
  {virtual: true},
);

const scope = {product: 'jet' as const, query: 'storage', page: 1, version: undefined};

/** The address a browser without scripts opens when it sends `form`. */
function sentAddress(form: HTMLFormElement): string {
  return `${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as unknown as string[][]).toString()}`;
}

describe("the results page's own box", () => {
  beforeEach(() => mockPush.mockReset());

  it('is a plain GET form to the results page, keeping the product and version without scripts', () => {
    render(<SearchForm scope={{...scope, version: '1.0', page: 3}} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'partner routes'}});
    expect(sentAddress(form)).toBe('/jet/search/?product=jet&query=partner+routes&version=1.0');
    fireEvent.submit(form);
    expect(mockPush).toHaveBeenCalledWith('/jet/search/?product=jet&query=partner+routes&version=1.0');
  });

  it('searches every product from /search/', () => {
    render(<SearchForm scope={{...scope, product: undefined}} />);
    expect(sentAddress(screen.getByRole('search') as HTMLFormElement)).toBe('/search/?query=storage');
  });
});

describe('the results page without scripts', () => {
  it("says results need JavaScript and links the product's pages, inside <noscript>", () => {
    const html = renderToStaticMarkup(<NoScriptNote product="jet" />);
    expect(html).toMatch(/^<noscript>.*<\/noscript>$/);
    expect(html).toContain('Search results need JavaScript, which is turned off in this browser.');
    expect([...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/jet/', 'Jet help'],
      ['/jet/all-pages/', 'Every Jet page, by menu group'],
    ]);
    expect(html).not.toMatch(/style=|<script/);
  });

  it('leaves the words searched for to the server, as an include the page shows only once filled in', () => {
    const html = renderToStaticMarkup(<NoScriptNote product="jet" />);
    expect(html).toContain(`You searched for <q>${SEARCHED_WORDS_INCLUDE}</q>`);
    expect(SEARCHED_WORDS_INCLUDE).toBe('<!--# echo var="help_search_words" default="" -->');
    // nginx fills that variable on the results pages, from the address's query, decoded.
    const nginx = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
    expect(nginx).toContain('set_unescape_uri $help_search_words $arg_query;');
    expect(nginx).toMatch(/location ~ \^\/\(\?:\[a-z-\]\+\/\)\?search\/[^{]*\{\s*ssi on;/);
  });

  it('links each product when searching every product', () => {
    const html = renderToStaticMarkup(<NoScriptNote product={undefined} />);
    expect([...html.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/media-shuttle/',
      '/jet/',
      '/flight-deck/',
      '/media-engine/',
      '/all-pages/',
    ]);
  });
});

describe('matches in other products', () => {
  it('lists only the other products that have matches, with their counts', () => {
    render(
      <OtherProducts
        scope={scope}
        counts={{'media-shuttle': 0, jet: 4, 'flight-deck': 2, 'media-engine': 1}}
      />,
    );
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Flight Deck: 2 results', '/flight-deck/search/?product=flight-deck&query=storage'],
      ['Media Engine: 1 result', '/media-engine/search/?product=media-engine&query=storage'],
    ]);
    expect(screen.getByRole('heading', {name: 'Matches in other products'})).toBeTruthy();
  });

  it('shows nothing when no other product matches', () => {
    const {container} = render(
      <OtherProducts
        scope={scope}
        counts={{'media-shuttle': 0, jet: 0, 'flight-deck': 0, 'media-engine': 0}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('search box status line', () => {
  it('separates the no-results sentence from the hint for screen readers', () => {
    const response = {query: 'zzz', nbHits: 0, hits: []} as unknown as SearchResponse;
    const {container} = render(<StatusLine state={{status: 'done', response}} />);
    expect(container.textContent).toBe(
      'There are no results for "zzz". Check your spelling or try another search term',
    );
  });
});

describe("a hit's other matching sections", () => {
  const hit = {
    title: 'Agents',
    path: '/jet/agents/',
    moreSections: [
      {anchor: 'ports', heading: 'Ports'},
      {anchor: 'logs', heading: 'Logs'},
    ],
  } as unknown as SearchHit;

  it('lists each under the hit as a link to its heading', () => {
    render(<MoreSections hit={hit} />);
    expect(screen.getByRole('list', {name: 'More sections of Agents'})).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ports', '/jet/agents/#ports'],
      ['Logs', '/jet/agents/#logs'],
    ]);
  });

  it('shows nothing when no other section matches', () => {
    const {container} = render(<MoreSections hit={{...hit, moreSections: []}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
