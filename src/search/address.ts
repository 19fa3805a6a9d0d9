/**
 * The results page address, written and read in one place:
 * `/{product}/search/?product={product}&query={text}` (then `&version=V` for a
 * product with cut versions and `&page=N` from the second page on), or
 * `/search/?query={text}` for every product.
 */
import {isProductId, type ProductId} from '../products';
import {clampQuery} from './format';

export interface SearchAddress {
  readonly product: ProductId | undefined;
  /** Trimmed, and cut to the longest query searched. */
  readonly query: string;
  /** One-based. */
  readonly page: number;
  /** The docs version the address asks for, if any. */
  readonly version: string | undefined;
}

export interface SearchPageOptions {
  /** One-based; the first page is the default. */
  readonly page?: number;
  /** The docs version searched, for a product with cut versions. */
  readonly version?: string;
}

/** The results page itself: `/{product}/search/`, or `/search/` for every product. */
export function searchPagePath(product: ProductId | undefined): string {
  return `${product ? `/${product}` : ''}/search/`;
}

export function searchPageHref(
  product: ProductId | undefined,
  query: string,
  {page = 1, version}: SearchPageOptions = {},
): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  params.set('query', query);
  if (product && version !== undefined) params.set('version', version);
  if (page > 1) params.set('page', String(page));
  return `${searchPagePath(product)}?${params.toString()}`;
}

/** A hidden field of a search form: its name and value. */
export type SearchFormField = readonly [name: string, value: string];

/**
 * What a plain search form (`<form method="get">`) needs so that, before
 * scripts run or without them, submitting it opens the same address
 * `searchPageHref` writes: the results page as `action`, the text as the
 * field `query`, and hidden fields before it (`product`) and after it
 * (`version`), in the address's order.
 */
export interface SearchFormTarget {
  readonly action: string;
  readonly before: readonly SearchFormField[];
  readonly after: readonly SearchFormField[];
  /** The results page with no text yet, for a link that stands in for the form (the small screens' search button without scripts). */
  readonly emptyHref: string;
}

/** The name of the text field of every search form. */
export const QUERY_FIELD = 'query';

export function searchFormTarget(product: ProductId | undefined, version?: string): SearchFormTarget {
  const before: SearchFormField[] = product ? [['product', product]] : [];
  const after: SearchFormField[] = product && version !== undefined ? [['version', version]] : [];
  const fields = new URLSearchParams([...before, ...after].map(([name, value]) => [name, value])).toString();
  const action = searchPagePath(product);
  return {action, before, after, emptyHref: fields ? `${action}?${fields}` : action};
}

/**
 * Reads a results page's query string; a missing or unknown `product` falls back
 * to `pageProduct` (the product of the page, see `useActiveDocs`), an odd `page` to 1.
 */
export function readSearchAddress(search: string, pageProduct: ProductId | undefined): SearchAddress {
  const params = new URLSearchParams(search);
  const named = params.get('product');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    product: isProductId(named) ? named : pageProduct,
    query: clampQuery(params.get('query') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    version: params.get('version') ?? undefined,
  };
}
