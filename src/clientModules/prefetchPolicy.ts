/**
 * Applies the prefetch policy to Docusaurus's link prefetching: pages linked
 * from the current view are prefetched 4 at a time, 3 s apart, and never for
 * crawlers. Links call `window.docusaurus.prefetch` when they scroll into
 * view; that entry point is replaced by one that queues the page instead.
 * Core's own prefetch, which the queue calls, already refuses 2g, slow-2g and
 * data-saver connections, so that check is not made twice. Each prefetch of a
 * batch runs in its own idle callback: together they made one long task while
 * the page was starting.
 */
import type {ClientModule} from '@docusaurus/types';
import {PREFETCH_BATCH_INTERVAL_MS, PREFETCH_BATCH_SIZE} from '@site/src/pageLoading/constants';
import {isCrawler} from '@site/src/pageLoading/crawler';
import {createBatchScheduler, type BatchScheduler} from '@site/src/pageLoading/batchScheduler';
import {replaceDocusaurusMember} from '@site/src/internals';

let installed = false;
let scheduler: BatchScheduler<string> | undefined;
/** Counts route changes, so that a prefetch still waiting for idle time is dropped once its page is left. */
let pageVisit = 0;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(callback, {timeout: PREFETCH_BATCH_INTERVAL_MS});
  else setTimeout(callback, 0);
}

function installPrefetchPolicy(): void {
  replaceDocusaurusMember('src/clientModules/prefetchPolicy.ts', 'prefetch', (corePrefetch) => {
    const queue = createBatchScheduler<string>({
      size: PREFETCH_BATCH_SIZE,
      intervalMs: PREFETCH_BATCH_INTERVAL_MS,
      run: (path) => {
        const visit = pageVisit;
        whenIdle(() => {
          if (visit === pageVisit) void corePrefetch(path);
        });
      },
    });
    scheduler = queue;
    return (path) => {
      if (!isCrawler(navigator.userAgent)) queue.add(path);
      return false;
    };
  });
}

const prefetchPolicy: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // The first update happens while the app first renders: after
    // `window.docusaurus` exists, before any link can come into view.
    if (!installed) {
      installed = true;
      installPrefetchPolicy();
    } else if (scheduler && previousLocation && location.pathname !== previousLocation.pathname) {
      // Links of the page being left are no longer in view.
      scheduler.clear();
      pageVisit += 1;
    }
  },
};

export default prefetchPolicy;
