import {Suspense, lazy, type ReactNode} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {hitHref} from '@site/src/search/hitHref';
import StatusLine from './StatusLine';
import {searchHitForLazy} from './loadSearchHit';
import {isOffline} from './isOffline';
import type {SearchCombobox} from './useSearchCombobox';
import styles from './styles.module.css';

/**
 * A hit's title, path and snippet, with the highlighter and the search's word
 * rules (`src/search/highlight.ts`, `text.ts`): a chunk of its own, loaded
 * when the box is first focused or hovered (`prepare`) or text arrives, so
 * pages that are only read never load it. The server renders no hits, so no boundary of
 * this `Suspense` is ever in a page's HTML.
 */
const SearchHit = lazy(searchHitForLazy);

export interface Props {
  readonly combobox: SearchCombobox;
}

/** The status line, the hits (the combobox's listbox) and the link to every result (offline, a note instead). */
export default function SearchDropdown({combobox}: Props): ReactNode {
  const {
    expanded,
    state,
    response,
    hits,
    active,
    listboxId,
    optionId,
    product,
    allResultsHref,
    highlight,
    close,
    openedHit,
  } = combobox;
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
              <Link
                to={hitHref(hit)}
                className={styles.optionLink}
                tabIndex={-1}
                onClick={(event) => openedHit(i, event)}>
                {/* Until its code arrives, or if it never does, a hit shows its page title. */}
                <ErrorBoundary fallback={() => hit.title}>
                  <Suspense fallback={hit.title}>
                    <SearchHit hit={hit} showProduct={product === undefined} />
                  </Suspense>
                </ErrorBoundary>
              </Link>
            </li>
          ))}
      </ul>
      {expanded &&
        response &&
        response.nbHits > 0 &&
        state.status !== 'error' &&
        (isOffline() ? (
          <p className={styles.seeAll}>
            {translate({
              id: 'help.search.offlineResults',
              message:
                'Offline: these results were found on this device. The full results page needs a connection.',
            })}
          </p>
        ) : (
          <Link className={styles.seeAll} to={allResultsHref} onClick={close}>
            {translate({id: 'help.search.seeAll', message: 'See all results'})}
          </Link>
        ))}
    </div>
  );
}
