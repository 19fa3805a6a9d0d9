import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, getProduct, sectionRoot, type ProductId} from '@site/src/products';
import styles from './styles.module.css';

export interface Props {
  /** The product searched; undefined for every product. */
  readonly product: ProductId | undefined;
}

/** Where to browse instead: the product's help (its menu lists the pages) and its plain list of every page, or each product's help. */
function browseLinks(product: ProductId | undefined): readonly {href: string; label: string}[] {
  if (!product) {
    return PRODUCTS.map((p) => ({
      href: sectionRoot(p.id),
      label: translate(
        {id: 'help.searchPage.noScript.productHelp', message: '{product} help'},
        {product: p.name},
      ),
    }));
  }
  const {name} = getProduct(product);
  return [
    {
      href: sectionRoot(product),
      label: translate(
        {id: 'help.searchPage.noScript.productHelp', message: '{product} help'},
        {product: name},
      ),
    },
    {
      href: `${sectionRoot(product)}llms.txt`,
      label: translate(
        {id: 'help.searchPage.noScript.pageList', message: 'Every {product} page, as a plain list'},
        {product: name},
      ),
    },
  ];
}

/**
 * What the results page says when the browser runs no scripts: results are
 * searched in the browser, so there are none, and where to look instead.
 * In `<noscript>`, so a browser running scripts never shows it, not even
 * before the page hydrates; plain links, since nothing routes on the client.
 */
export default function NoScriptNote({product}: Props): ReactNode {
  return (
    <noscript>
      <div className={`alert alert--info ${styles.noScript}`} role="note">
        <p>
          <strong>
            {translate({
              id: 'help.searchPage.noScript',
              message: 'Search results need JavaScript, which is turned off in this browser.',
            })}
          </strong>
        </p>
        <p>
          {product
            ? translate({
                id: 'help.searchPage.noScript.browseProduct',
                message: 'Without it, browse the pages instead:',
              })
            : translate({
                id: 'help.searchPage.noScript.browseAll',
                message: "Without it, browse each product's pages instead:",
              })}
        </p>
        <ul>
          {browseLinks(product).map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}
