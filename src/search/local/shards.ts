/**
 * How the local index is split: one shard per product and docs version, so a
 * reader downloads only the version searched, however many versions are cut.
 * The version a product's section root serves (its latest) is in
 * `search-index/{product}.json`; every other one in
 * `search-index/{product}@{version}.json`. The body texts of each page of a
 * shard (its lead, then its sections) are in `search-index/{shard}/{page}.json`,
 * and those of all its pages, in page order, in `search-index/{shard}/all.json`
 * (fetched in the background for offline search, see `./backend.ts`).
 */
import type {ProductId} from '../../products';

/** Each product's latest docs version: Docusaurus's `current` until a version is cut, then the newest cut one. */
export type LatestVersions = Readonly<Record<ProductId, string>>;

/** The shard that holds `product`'s pages of `version` (omitted: the latest). */
export function shardName(product: ProductId, version: string | undefined, latest: LatestVersions): string {
  return version === undefined || version === latest[product] ? product : `${product}@${version}`;
}

/** The file of a shard's folder holding every page's body texts: `search-index/{shard}/all.json`. */
export const ALL_TEXTS = 'all';
