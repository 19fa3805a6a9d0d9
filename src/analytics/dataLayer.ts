import {debounce} from '../pageLoading/debounce';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A reader's answer to "Was this page helpful?" (`src/components/PageFeedback`). */
export interface PageFeedbackEntry {
  readonly event: 'page-feedback';
  /** The page's path, e.g. `/jet/jobs/partner-jobs/`. */
  readonly path: string;
  readonly product: string;
  /** The docs version read: `current`, or a cut version such as `3.4`. */
  readonly version: string;
  readonly answer: 'yes' | 'no';
  /** The reason chosen from the list (`missing`, `steps-failed`, …: REASONS of src/components/PageFeedback/feedback.ts), or `''`. */
  readonly reason: string;
  /** The reader's own words, at most 500 characters, or `''`. */
  readonly reasonText: string;
}

/** A query a reader made, once typing stopped for a second or on Enter (`./searchEvents`). */
export interface SearchEntry {
  readonly event: 'search';
  readonly query: string;
  /** The product searched, or `all` (Home, the all-products results page). */
  readonly product: string;
  /** The docs version searched, or `all`. */
  readonly version: string;
  /** Pages found (`nbHits`). */
  readonly hits: number;
  /** `true` when nothing was found: the queries writers most need to see. */
  readonly zeroResult: boolean;
  /** `idle` after a second without typing, `enter` when the reader pressed Enter. */
  readonly trigger: 'idle' | 'enter';
  /** `dropdown` (the header box) or `results-page`. */
  readonly place: 'dropdown' | 'results-page';
}

/** A search hit a reader opened. */
export interface SearchClickEntry {
  readonly event: 'search-click';
  readonly query: string;
  readonly product: string;
  readonly version: string;
  /** The hit's position in the results, from 1, counted across result pages. */
  readonly rank: number;
  /** The address opened, with its section anchor. */
  readonly url: string;
  readonly place: SearchEntry['place'];
}

/** What the site pushes to the tag manager's `dataLayer`. */
export type DataLayerEntry =
  | {readonly event: 'route-change'}
  | PageFeedbackEntry
  | SearchEntry
  | SearchClickEntry
  | {
      readonly event: 'core-web-vitals';
      readonly name: string;
      readonly value: number;
      readonly id: string;
    };

/** The parts of a `web-vitals` metric that are reported. */
export interface VitalsMetric {
  readonly name: string;
  readonly value: number;
  readonly id: string;
}

/**
 * Reports each metric (CLS, LCP, …) once its value has been stable for
 * `waitMs`: metrics observed with `reportAllChanges` update often while the
 * page settles, and only the settled value is worth sending.
 */
export function createVitalsReporter(
  push: (entry: DataLayerEntry) => void,
  waitMs: number,
): (metric: VitalsMetric) => void {
  const senders = new Map<string, (metric: VitalsMetric) => void>();
  return (metric) => {
    let send = senders.get(metric.name);
    if (!send) {
      send = debounce(({name, value, id}: VitalsMetric) => {
        push({event: 'core-web-vitals', name, value, id});
      }, waitMs);
      senders.set(metric.name, send);
    }
    send(metric);
  };
}

/** Pushes an entry to the tag manager's data layer, creating it when the tag has not loaded yet. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
