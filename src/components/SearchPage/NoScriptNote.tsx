import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {pageListPath} from '@site/src/navigation/pageList';
import {PRODUCTS, getProduct, sectionRoot, type ProductId} from '@site/src/products';
import styles from './styles.module.css';

export interface Props {
  /** The product searched; undefined for every product. */
  readonly product: ProductId | undefined;
}

/** Where to browse instead: the product's help and its list of every page by menu group, or each product's help and the list of every page. */
function browseLinks(product: ProductId | undefined): readonly {href: string; label: string}[] {
  if (!product) {
    return [
      ...PRODUCTS.map((p) => ({
        href: sectionRoot(p.id),
        label: translate(
          {id: 'help.searchPage.noScript.productHelp', message: '{product} help'},
          {product: p.name},
        ),
      })),
      {
        href: pageListPath(undefined),
        label: translate({id: 'help.searchPage.noScript.allPages', message: 'Every page, by product'}),
      },
    ];
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
      href: pageListPath(product),
      label: translate(
        {id: 'help.searchPage.noScript.pageList', message: 'Every {product} page, by menu group'},
        {product: name},
      ),
    },
  ];
}

/**
 * The words searched for, written in by the server: nginx decodes the address's
 * `query` into this variable and `echo` HTML-escapes it (deploy/nginx.conf). A
 * server without includes leaves the comment, and the line stays hidden.
 */
export const SEARCHED_WORDS_INCLUDE = '<!--# echo var="help_search_words" default="" -->';

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
        <p className={styles.searchedWords}>
          {translate({id: 'help.searchPage.noScript.words', message: 'You searched for'})}{' '}
          <q dangerouslySetInnerHTML={{__html: SEARCHED_WORDS_INCLUDE}} />
        </p>
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
