import type {ReactNode} from 'react';
import {getProduct} from '@site/src/products';
import {breadcrumbPath} from '@site/src/search/format';
import {escapeHtml} from '@site/src/search/highlight';
import type {SearchHit as Hit} from '@site/src/search/types';
import HighlightedText from '@site/src/components/HighlightedText';
import styles from './styles.module.css';

export interface Props {
  readonly hit: Hit;
  /** Searching every product: say which one the hit belongs to. */
  readonly showProduct: boolean;
}

/**
 * A hit's highlighted title (`Page › Section` when it opens at a section),
 * breadcrumb path and the line that says why it answers: the sentence of its
 * section that best matches the query, its words marked (hidden on small
 * screens).
 */
export default function SearchHit({hit, showProduct}: Props): ReactNode {
  return (
    <>
      <span className={styles.title}>
        <HighlightedText value={hit._highlightResult.title.value} />
        {hit.section && (
          <span className={styles.section} data-testid="search-hit-section">
            <span aria-hidden="true"> › </span>
            <HighlightedText value={hit._highlightResult.section?.value ?? escapeHtml(hit.section.heading)} />
          </span>
        )}
        {showProduct && <span className={styles.product}>{getProduct(hit.product).name}</span>}
      </span>
      <span className={styles.path}>{breadcrumbPath(hit.path)}</span>
      <span className={styles.snippet} data-testid="search-hit-snippet">
        <HighlightedText value={hit._snippetResult.content.value} />
      </span>
    </>
  );
}
