import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {PRODUCTS} from '@site/src/products';
import {searchPageHref} from '@site/src/search/address';
import {resultCount} from '@site/src/search/messages';
import type {ProductCounts} from '@site/src/search/types';
import type {SearchScope} from './searchScope';
import styles from './styles.module.css';

export interface Props {
  readonly scope: SearchScope;
  readonly counts: ProductCounts;
}

/** Links to the same search in the other products that have matches, so a scoped search can be widened. */
export default function OtherProducts({scope, counts}: Props): ReactNode {
  const others = PRODUCTS.filter((p) => p.id !== scope.product && counts[p.id] > 0);
  if (others.length === 0) return null;
  return (
    <aside aria-labelledby="search-other-products" className={styles.others}>
      <Heading as="h2" id="search-other-products" className={styles.othersTitle}>
        {scope.product
          ? translate({id: 'help.searchPage.otherProducts', message: 'Matches in other products'})
          : translate({id: 'help.searchPage.byProduct', message: 'Matches by product'})}
      </Heading>
      <ul>
        {others.map((p) => (
          <li key={p.id}>
            <Link to={searchPageHref(p.id, scope.query)}>
              {p.name}: {resultCount(counts[p.id])}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
