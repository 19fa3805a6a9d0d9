import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import {SUPPORT} from '@site/src/siteLinks';

/** Ways onward from an error page: Home, each product section and Support. */
export default function ErrorPageLinks(): ReactNode {
  return (
    <nav aria-label={translate({id: 'help.errorPage.onward', message: 'Where to go next'})}>
      <ul>
        <li>
          <Link to="/">{translate({id: 'help.errorPage.home', message: 'Help home'})}</Link>
        </li>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <Link to={sectionRoot(product.id)}>
              {translate(
                {id: 'help.errorPage.product', message: '{product} documentation'},
                {product: product.name},
              )}
            </Link>
          </li>
        ))}
        <li>
          <Link href={SUPPORT.href}>{SUPPORT.label}</Link>
        </li>
      </ul>
    </nav>
  );
}
