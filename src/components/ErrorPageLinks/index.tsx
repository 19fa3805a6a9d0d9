import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import {SUPPORT} from '@site/src/siteLinks';

/** Ways onward from an error page: Home, each product section and Support. */
export default function ErrorPageLinks(): ReactNode {
  return (
    <nav aria-label="Where to go next">
      <ul>
        <li>
          <Link to="/">Help home</Link>
        </li>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <Link to={sectionRoot(product.id)}>{product.name} documentation</Link>
          </li>
        ))}
        <li>
          <Link href={SUPPORT.href}>{SUPPORT.label}</Link>
        </li>
      </ul>
    </nav>
  );
}
