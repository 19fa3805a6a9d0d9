/** React access to the docs version a product search is scoped to (see `./version`). */
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActiveDocs} from '../navigation/useActiveDocs';
import type {ProductId} from '../products';
import {searchVersion, type VersionChoice} from './version';

/**
 * The version to search in `product` on the current page. `search` is the
 * address's query string, whose `version` a results page carries. It is read
 * only once hydrated: the static page is built without it, and the first
 * render must match the server's (the header box names the version).
 */
export function useSearchVersion(product: ProductId | undefined, search: string): VersionChoice | undefined {
  const docsData = useAllDocsData();
  const reading = useActiveDocs().version?.name;
  const isBrowser = useIsBrowser();
  // Each product is a docs plugin instance whose id is the product id.
  const versions = product ? (docsData[product]?.versions ?? []) : [];
  return searchVersion(versions, reading, isBrowser ? new URLSearchParams(search).get('version') : null);
}
