/** Text the search box and the results page show (every sentence through `translate()`). */
import {translate} from '@docusaurus/Translate';
import {getProduct, type ProductId} from '../products';

/** Longer queries are cut to this many characters, without an error. */
export const MAX_QUERY_LENGTH = 256;
/** Hits in the header dropdown. */
export const DROPDOWN_HITS = 5;
/** Hits per results page. */
export const RESULTS_PER_PAGE = 20;
const BREADCRUMB_MAX = 100;

export function noResultsHint(): string {
  return translate({id: 'help.search.noResultsHint', message: 'Check your spelling or try another search term'});
}

export function unavailableText(): string {
  return translate({id: 'help.search.unavailable', message: 'Search is unavailable right now'});
}

/** The query as searched: at most 256 characters (whole characters, so an emoji is never split). */
export function clampQuery(query: string): string {
  const characters = Array.from(query);
  return characters.length > MAX_QUERY_LENGTH ? characters.slice(0, MAX_QUERY_LENGTH).join('') : query;
}

/** `/jet/jobs/partner-jobs/` → `jet > jobs > partner jobs`, cut at 100 characters plus `…`. */
export function breadcrumbPath(path: string): string {
  const text = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/-/g, ' '))
    .join(' > ');
  return text.length > BREADCRUMB_MAX ? `${text.slice(0, BREADCRUMB_MAX)}…` : text;
}

/** `1 result` / `12 results`. */
export function resultCount(nbHits: number): string {
  return nbHits === 1
    ? translate({id: 'help.search.resultCount.one', message: '{count} result'}, {count: String(nbHits)})
    : translate({id: 'help.search.resultCount.other', message: '{count} results'}, {count: String(nbHits)});
}

/** `1 result for "q"` / `12 results for "q"`. */
export function countText(nbHits: number, query: string): string {
  return translate({id: 'help.search.countFor', message: '{count} for "{query}"'}, {count: resultCount(nbHits), query});
}

export function noResultsText(query: string): string {
  return translate({id: 'help.search.noResults', message: 'There are no results for "{query}"'}, {query});
}

/** `SEARCH FLIGHT DECK HELP` in a section, `SEARCH HELP` outside one. */
export function placeholderText(product: ProductId | undefined): string {
  return product
    ? translate({id: 'help.search.placeholder.product', message: 'SEARCH {product} HELP'}, {product: getProduct(product).name.toUpperCase()})
    : translate({id: 'help.search.placeholder.all', message: 'SEARCH HELP'});
}
