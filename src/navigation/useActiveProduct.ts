import {useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {ProductId} from '@site/src/products';
import {activeProduct, withoutTrailingSlash} from './activeProduct';

/** The product section of the current page, or `undefined` on Home, 404 and 500. */
export function useActiveProduct(): ProductId | undefined {
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  return activeProduct(pathname, (product, path) => {
    const wanted = withoutTrailingSlash(path);
    // Each product is a docs plugin instance whose id is the product id.
    return (docsData[product]?.versions ?? []).some((version) =>
      version.docs.some((doc) => withoutTrailingSlash(doc.path) === wanted),
    );
  });
}
