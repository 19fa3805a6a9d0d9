import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import styles from './styles.module.css';

export interface Props {
  /** Set when rendered in the drawer's menu, where the tabs are not shown. */
  readonly mobile?: boolean;
  readonly className?: string;
}

/** Navbar item `custom-productTabs`: one link per product, the current section marked. Shown from 1140 px. */
export default function ProductTabs({mobile, className}: Props): ReactNode {
  const {product: active} = useActiveDocs();
  if (mobile) return null;
  return (
    <ul className={clsx('help-product-tabs', styles.tabs, className)}>
      {PRODUCTS.map((product) => {
        const isActive = product.id === active;
        return (
          <li key={product.id} className={styles.tab}>
            <Link
              to={sectionRoot(product.id)}
              className={clsx('navbar__link', isActive && 'navbar__link--active')}
              aria-current={isActive ? 'true' : undefined}>
              {product.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
