/**
 * What readers search for, as data-layer entries for writers: a `search`
 * entry once a query has stood for a second without typing (or at once on
 * Enter), with its hit count, and a `search-click` entry with the rank of the
 * hit opened. The same query is not reported twice in a row, so a query sent
 * from the header box is not counted again by the results page it opens.
 */
import type {SearchClickEntry, SearchEntry} from './dataLayer';

/** How long a query must stand without typing before it counts. */
export const SEARCH_IDLE_MS = 1_000;

/** A query whose results are on screen: where it was typed and what it found. */
export type SearchShown = Omit<SearchEntry, 'event' | 'zeroResult' | 'trigger'>;

/** A hit opened from the results of a query; `rank` counts from 1 across result pages. */
export type SearchClick = Omit<SearchClickEntry, 'event'>;

/** Where a query ran, as reported: `all` stands for no product or no version filter. */
export function searchScope(
  query: string,
  product: string | undefined,
  version: string | undefined,
  place: SearchEntry['place'],
): Pick<SearchShown, 'query' | 'product' | 'version' | 'place'> {
  return {query, product: product ?? 'all', version: version ?? 'all', place};
}

export interface SearchReporter {
  /** Results for a query are on screen; reported once the reader stops typing. */
  shown(results: SearchShown): void;
  /** The reader pressed Enter on this query: reported now (or as soon as its results arrive). */
  submitted(query: string): void;
  /** The reader opened a hit; any query still waiting is reported first. */
  clicked(click: SearchClick): void;
}

const keyOf = ({query, product, version}: Pick<SearchShown, 'query' | 'product' | 'version'>): string =>
  JSON.stringify([query.trim().toLowerCase(), product, version]);

export function createSearchReporter(
  push: (entry: SearchEntry | SearchClickEntry) => void,
  idleMs: number = SEARCH_IDLE_MS,
): SearchReporter {
  let waiting: {results: SearchShown; timer: ReturnType<typeof setTimeout>} | undefined;
  let submittedQuery: string | undefined;
  let lastKey: string | undefined;

  const report = (results: SearchShown, trigger: SearchEntry['trigger']): void => {
    if (waiting) clearTimeout(waiting.timer);
    waiting = undefined;
    const key = keyOf(results);
    if (key === lastKey) return;
    lastKey = key;
    push({event: 'search', ...results, zeroResult: results.hits === 0, trigger});
  };

  return {
    shown(results) {
      if (results.query.trim() === '') return;
      if (submittedQuery !== undefined && submittedQuery === results.query.trim()) {
        submittedQuery = undefined;
        report(results, 'enter');
        return;
      }
      if (waiting) clearTimeout(waiting.timer);
      waiting = {results, timer: setTimeout(() => report(results, 'idle'), idleMs)};
    },
    submitted(query) {
      const trimmed = query.trim();
      if (waiting && waiting.results.query.trim() === trimmed) {
        report(waiting.results, 'enter');
      } else {
        submittedQuery = trimmed;
      }
    },
    clicked(click) {
      if (waiting) report(waiting.results, 'idle');
      push({event: 'search-click', ...click});
    },
  };
}
