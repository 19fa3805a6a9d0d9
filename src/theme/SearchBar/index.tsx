// Swizzled (eject) from @docusaurus/theme-classic 3.10.2 `SearchBar`, which renders nothing without the Algolia theme.
/**
 * The header search box: an ARIA combobox over the site's search function,
 * scoped to the product of the current page (all products outside a section)
 * and, for a product with cut versions, to the docs version being read.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import {
  DROPDOWN_HITS,
  NO_RESULTS_HINT,
  UNAVAILABLE_TEXT,
  clampQuery,
  countText,
  noResultsText,
  placeholderText,
  searchPageHref,
} from '@site/src/search/format';
import {useSearchClient, useSearchResults, type SearchState} from '@site/src/search/useSearch';
import {useSearchVersion} from '@site/src/search/useSearchVersion';
import SearchHit from '@site/src/components/SearchHit';
import type {SearchHit as SearchHitData} from '@site/src/search/types';
import {useFocusShortcut, useSmallScreenToggle} from './hooks';
import styles from './styles.module.css';

const NO_HITS: readonly SearchHitData[] = [];

/** The count line; while a newer query runs it still describes the hits on screen. */
function StatusLine({state}: {state: SearchState}): ReactNode {
  if (state.status === 'error') return <p className={styles.status}>{UNAVAILABLE_TEXT}</p>;
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  if (!response) return <p className={styles.status}>Searching…</p>;
  if (response.nbHits === 0) {
    return (
      <div className={styles.status}>
        <p>{noResultsText(response.query)}</p>
        <p className={styles.hint}>{NO_RESULTS_HINT}</p>
      </div>
    );
  }
  return <p className={styles.status}>{countText(response.nbHits, response.query)}</p>;
}

export default function SearchBar(): ReactNode {
  const {pathname, search} = useLocation();
  const history = useHistory();
  const {product} = useActiveDocs();
  const version = useSearchVersion(product, search)?.name;
  const getClient = useSearchClient();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option, tied to the hit list it belongs to: new hits start with none.
  const [selection, setSelection] = useState<{hits: readonly SearchHitData[]; index: number}>({hits: [], index: -1});
  const [seenPath, setSeenPath] = useState(pathname);
  const {isOpen: smallOpen, setOpen: setSmallOpen, toggleRef} = useSmallScreenToggle();

  const query = clampQuery(text);
  const expanded = open && query.trim() !== '';
  const state = useSearchResults({query: expanded ? query : '', product, version, page: 0, hitsPerPage: DROPDOWN_HITS});
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const hits = state.status === 'error' ? NO_HITS : (response?.hits ?? NO_HITS);
  const active = selection.hits === hits ? selection.index : -1;
  const setActive = (update: (current: number) => number): void => setSelection({hits, index: update(active)});

  // A new page: close the dropdown and the small-screen box.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
    setSmallOpen(false);
  }

  const focusBox = (): void => {
    setSmallOpen(true);
    // The box may only now become visible on small screens.
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  useFocusShortcut(focusBox);

  // Any click outside the search box and its results closes the dropdown.
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  // When the browser is idle, load the search code (not the index) so the first keystroke does not wait for it.
  useEffect(() => {
    const load = (): void => {
      getClient().catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, {timeout: 5_000});
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, [getClient]);

  const prepare = (): void => {
    getClient()
      .then((client) => client.prepare(product))
      .catch(() => undefined); // The next keystroke reports and retries.
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (query.trim() === '') return;
    setOpen(false);
    history.push(searchPageHref(product, query.trim(), {version}));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      // Cycle through the hits and back to the text (-1): one more position than hits.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const positions = hits.length + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < hits.length) {
      event.preventDefault();
      setOpen(false);
      history.push(hits[active].path);
    } else if (event.key === 'Escape') {
      if (expanded) {
        setOpen(false);
      } else if (smallOpen) {
        setSmallOpen(false);
        toggleRef.current?.focus();
      }
    }
  };

  const optionId = (i: number): string => `${listboxId}-option-${i}`;
  const activeOption = expanded && active >= 0 && active < hits.length ? optionId(active) : undefined;

  return (
    <div ref={rootRef} className={clsx(styles.searchBar, smallOpen && styles.smallOpen)}>
      <button
        ref={toggleRef}
        type="button"
        className={clsx('clean-btn', styles.toggle)}
        aria-label={smallOpen ? 'Close search' : 'Open search'}
        aria-expanded={smallOpen}
        onClick={() => (smallOpen ? setSmallOpen(false) : focusBox())}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {smallOpen ? (
            <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L12 13.4l-6.3 6.3-1.4-1.4L10.6 12 4.3 5.7l1.4-1.4L12 10.6l6.3-6.3z" />
          ) : (
            <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
          )}
        </svg>
      </button>
      <form role="search" className={styles.form} onSubmit={onSubmit} onMouseEnter={prepare}>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          className={styles.input}
          placeholder={placeholderText(product)}
          aria-label={placeholderText(product)}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption}
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onFocus={prepare}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <div className={styles.dropdown} hidden={!expanded}>
          <div aria-live="polite">{expanded && <StatusLine state={state} />}</div>
          <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
            {expanded &&
              hits.map((hit, i) => (
                <li
                  key={hit.objectID}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={clsx(styles.option, i === active && styles.optionActive)}
                  onMouseEnter={() => setActive(() => i)}>
                  <Link to={hit.path} className={styles.optionLink} tabIndex={-1} onClick={() => setOpen(false)}>
                    <SearchHit hit={hit} showProduct={product === undefined} />
                  </Link>
                </li>
              ))}
          </ul>
          {expanded && response && response.nbHits > 0 && state.status !== 'error' && (
            <Link className={styles.seeAll} to={searchPageHref(product, query.trim(), {version})} onClick={() => setOpen(false)}>
              See all results
            </Link>
          )}
        </div>
      </form>
    </div>
  );
}
