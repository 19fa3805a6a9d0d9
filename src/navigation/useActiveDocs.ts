/**
 * The one answer to "which product and which docs version is this page?", for
 * the tabs, the Section dropdown, the breadcrumbs, the version menu, the search
 * box and the results page. Docusaurus decides it: the active docs plugin (each
 * product is a docs plugin instance whose id is the product id) and, within it,
 * the active doc and its version. A path under a section that is no doc page
 * (`/jet/nope/`) is the not-found page and belongs to no product; a section's
 * results page (`/jet/search/`) belongs to its product.
 */
import {useLocation} from '@docusaurus/router';
import {
  useActiveDocContext,
  useActivePlugin,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {PRODUCT_IDS, isProductId, productFromPath, type ProductId} from '@site/src/products';
import {isSearchPath} from './activeProduct';

export interface ActiveDocs {
  /** The product of the doc page or results page; undefined on Home, 404 and 500. */
  readonly product: ProductId | undefined;
  /** The docs version of the doc page being read; undefined on every other page. */
  readonly version: GlobalVersion | undefined;
}

export function useActiveDocs(): ActiveDocs {
  const {pathname} = useLocation();
  const plugin = useActivePlugin({failfast: false});
  // Hooks run in a fixed order: outside every section, ask any section and ignore its answer.
  const {activeDoc, activeVersion} = useActiveDocContext(plugin?.pluginId ?? PRODUCT_IDS[0]);
  if (plugin !== undefined && isProductId(plugin.pluginId) && activeDoc !== undefined) {
    return {product: plugin.pluginId, version: activeVersion};
  }
  return {product: isSearchPath(pathname) ? productFromPath(pathname) : undefined, version: undefined};
}
