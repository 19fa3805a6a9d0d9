/** Text the search box and the results page show, and the addresses they link to. */
import {getProduct, type ProductId} from '../products';

/** Longer queries are cut to this many characters, without an error. */
export const MAX_QUERY_LENGTH = 256;
/** Hits in the header dropdown. */
export const DROPDOWN_HITS = 5;
/** Hits per results page. */
export const RESULTS_PER_PAGE = 20;
const BREADCRUMB_MAX = 100;

export const NO_RESULTS_HINT = 'Check your spelling or try another search term';
export const UNAVAILABLE_TEXT = 'Search is unavailable right now';

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
  return `${nbHits} ${nbHits === 1 ? 'result' : 'results'}`;
}

/** `1 result for "q"` / `12 results for "q"`. */
export function countText(nbHits: number, query: string): string {
  return `${resultCount(nbHits)} for "${query}"`;
}

export function noResultsText(query: string): string {
  return `There are no results for "${query}"`;
}

/** `SEARCH FLIGHT DECK HELP` in a section, `SEARCH HELP` outside one. */
export function placeholderText(product: ProductId | undefined): string {
  return product ? `SEARCH ${getProduct(product).name.toUpperCase()} HELP` : 'SEARCH HELP';
}

export interface SearchPageOptions {
  /** One-based; the first page is the default. */
  readonly page?: number;
  /** The docs version searched, for a product with cut versions. */
  readonly version?: string;
}

/**
 * The results page address: `/{product}/search/?product={product}&query={text}`
 * (then `&version=V` for a versioned product and `&page=N` from the second
 * page on), or `/search/?query={text}` for all products.
 */
export function searchPageHref(product: ProductId | undefined, query: string, {page = 1, version}: SearchPageOptions = {}): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  params.set('query', query);
  if (product && version !== undefined) params.set('version', version);
  if (page > 1) params.set('page', String(page));
  return `${product ? `/${product}` : ''}/search/?${params.toString()}`;
}
