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

export function searchPageHref(product: ProductId | undefined, query: string, {page = 1, version}: SearchPageOptions = {}): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  params.set('query', query);
  if (product && version !== undefined) params.set('version', version);
  if (page > 1) params.set('page', String(page));
  return `${product ? `/${product}` : ''}/search/?${params.toString()}`;
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
