/**
 * The list of every page's address and title (latest version of each product),
 * written by plugins/page-lists after the build. Only the not-found page
 * fetches it, to suggest the closest addresses.
 */
import {sectionRoot, type ProductId} from '../products';

/** Where the list is served. */
export const PAGE_LIST_URL = '/page-list.json';

/** `[address, title]` of each page: `['/jet/jobs/partner-jobs/', 'Partner Jobs']`. */
export type PageListEntry = readonly [path: string, title: string];

/** The folder of the server-rendered page lists, below a section root and at the site root (every product). */
export const PAGE_LIST_FOLDER = 'all-pages';

/** `/jet/all-pages/`, or `/all-pages/` for every product: the page list readers without scripts browse. */
export function pageListPath(product: ProductId | undefined): string {
  return `${product ? sectionRoot(product) : '/'}${PAGE_LIST_FOLDER}/`;
}
