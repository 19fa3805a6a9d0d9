/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import MoreSections from '../../src/components/SearchPage/MoreSections';
import OtherProducts from '../../src/components/SearchPage/OtherProducts';
import StatusLine from '../../src/theme/SearchBar/StatusLine';
import type {SearchHit, SearchResponse} from '../../src/search/types';

jest.mock('@docusaurus/Link', () => ({__esModule: true, default: ({to, children}: {to: string; children: ReactNode}) => <a href={to}>{children}</a>}), {virtual: true});
jest.mock('@theme/Heading', () => ({__esModule: true, default: ({as: Tag, children, ...rest}: {as: 'h2'; children: ReactNode}) => <Tag {...rest}>{children}</Tag>}), {virtual: true});

const scope = {product: 'jet' as const, query: 'storage', page: 1, version: undefined};

describe('matches in other products', () => {
  it('lists only the other products that have matches, with their counts', () => {
    render(<OtherProducts scope={scope} counts={{'media-shuttle': 0, jet: 4, 'flight-deck': 2, 'media-engine': 1}} />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Flight Deck: 2 results', '/flight-deck/search/?product=flight-deck&query=storage'],
      ['Media Engine: 1 result', '/media-engine/search/?product=media-engine&query=storage'],
    ]);
    expect(screen.getByRole('heading', {name: 'Matches in other products'})).toBeTruthy();
  });

  it('shows nothing when no other product matches', () => {
    const {container} = render(<OtherProducts scope={scope} counts={{'media-shuttle': 0, jet: 0, 'flight-deck': 0, 'media-engine': 0}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('search box status line', () => {
  it('separates the no-results sentence from the hint for screen readers', () => {
    const response = {query: 'zzz', nbHits: 0, hits: []} as unknown as SearchResponse;
    const {container} = render(<StatusLine state={{status: 'done', response}} />);
    expect(container.textContent).toBe('There are no results for "zzz". Check your spelling or try another search term');
  });
});

describe("a hit's other matching sections", () => {
  const hit = {title: 'Agents', path: '/jet/agents/', moreSections: [{anchor: 'ports', heading: 'Ports'}, {anchor: 'logs', heading: 'Logs'}]} as unknown as SearchHit;

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
