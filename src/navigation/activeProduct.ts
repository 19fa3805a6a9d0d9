/**
 * Which product section a path belongs to, for the product tabs and the
 * Section dropdown. The product is the first path segment; it counts only on a
 * real page of that section (a doc page, whatever its version) or on the
 * section's search page, so Home, 404 and 500 have no active product.
 */
import {productFromPath, type ProductId} from '@site/src/products';

/** `/jet/search/` (with or without the trailing slash): a product's search results page. */
export function isSearchPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 2 && productFromPath(pathname) !== undefined && segments[1] === 'search';
}

/** `/jet/jobs` and `/jet/jobs/` are the same page. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The product whose tab is active on `pathname`. `isDocPath` tells whether the
 * path is one of that product's doc pages (any version); unknown paths inside a
 * section are the not-found page and select no product.
 */
export function activeProduct(
  pathname: string,
  isDocPath: (product: ProductId, pathname: string) => boolean,
): ProductId | undefined {
  const product = productFromPath(pathname);
  if (product === undefined) return undefined;
  return isSearchPath(pathname) || isDocPath(product, pathname) ? product : undefined;
}
