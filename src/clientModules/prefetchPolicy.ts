/**
 * Applies the prefetch policy to Docusaurus's link prefetching: pages linked
 * from the current view are prefetched 4 at a time, 3 s apart, and never on
 * 2g/slow-2g, with data-saver on, or for crawlers. Links call
 * `window.docusaurus.prefetch` when they scroll into view; that entry point is
 * replaced by one that queues the page instead.
 */
import type {ClientModule} from '@docusaurus/types';
import {PREFETCH_BATCH_INTERVAL_MS, PREFETCH_BATCH_SIZE} from '@site/src/pageLoading/constants';
import {
  createBatchScheduler,
  prefetchAllowed,
  type BatchScheduler,
  type ConnectionInfo,
} from '@site/src/pageLoading/prefetchPolicy';

let scheduler: BatchScheduler<string> | undefined;

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & {connection?: ConnectionInfo}).connection;
}

function installPrefetchPolicy(): BatchScheduler<string> {
  const framework = window.docusaurus;
  const queue = createBatchScheduler<string>({
    size: PREFETCH_BATCH_SIZE,
    intervalMs: PREFETCH_BATCH_INTERVAL_MS,
    run: (path) => void framework.prefetch(path),
  });
  window.docusaurus = Object.freeze({
    ...framework,
    prefetch(path: string) {
      if (!prefetchAllowed({userAgent: navigator.userAgent, connection: connection()})) return false;
      queue.add(path);
      return false;
    },
  });
  return queue;
}

const prefetchPolicy: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // The first update happens while the app first renders: after
    // `window.docusaurus` exists, before any link can come into view.
    if (!scheduler) {
      scheduler = installPrefetchPolicy();
    } else if (previousLocation && location.pathname !== previousLocation.pathname) {
      // Links of the page being left are no longer in view.
      scheduler.clear();
    }
  },
};

export default prefetchPolicy;
