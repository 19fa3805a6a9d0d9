import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import styles from './styles.module.css';

export interface Props {
  readonly className?: string;
}

/** The drawer's product switcher: a link to each product section, the current one marked. */
export default function ProductMenu({className}: Props): ReactNode {
  const {product: active} = useActiveDocs();
  const label = translate({id: 'help.productMenu.label', message: 'Products'});
  return (
    <nav aria-label={label} className={clsx(styles.productMenu, className)}>
      <p className={styles.heading} aria-hidden="true">
        {label}
      </p>
      <ul className="menu__list">
        {PRODUCTS.map((product) => {
          const isActive = product.id === active;
          return (
            <li key={product.id} className="menu__list-item">
              <Link
                to={sectionRoot(product.id)}
                className={clsx('menu__link', isActive && 'menu__link--active')}
                aria-current={isActive ? 'true' : undefined}>
                {product.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
