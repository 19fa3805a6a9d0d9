import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import SearchHit from '@site/src/components/SearchHit';
import StatusLine from './StatusLine';
import type {SearchCombobox} from './useSearchCombobox';
import styles from './styles.module.css';

export interface Props {
  readonly combobox: SearchCombobox;
}

/** The status line, the hits (the combobox's listbox) and the link to every result. */
export default function SearchDropdown({combobox}: Props): ReactNode {
  const {expanded, state, response, hits, active, listboxId, optionId, product, allResultsHref, highlight, close, openedHit} = combobox;
  return (
    <div className={styles.dropdown} hidden={!expanded}>
      <div aria-live="polite">{expanded && <StatusLine state={state} />}</div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={translate({id: 'help.search.listbox', message: 'Search results'})}
        className={styles.listbox}>
        {expanded &&
          hits.map((hit, i) => (
            <li
              key={hit.objectID}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={clsx(styles.option, i === active && styles.optionActive)}
              onMouseEnter={() => highlight(i)}>
              <Link to={hit.url} className={styles.optionLink} tabIndex={-1} onClick={() => openedHit(i)}>
                <SearchHit hit={hit} showProduct={product === undefined} />
              </Link>
            </li>
          ))}
      </ul>
      {expanded && response && response.nbHits > 0 && state.status !== 'error' && (
        <Link className={styles.seeAll} to={allResultsHref} onClick={close}>
          {translate({id: 'help.search.seeAll', message: 'See all results'})}
        </Link>
      )}
    </div>
  );
}
