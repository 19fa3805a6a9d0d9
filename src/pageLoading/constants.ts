/** Timings and limits of page loading (specification §9). */

/** A route change still loading after this long is a delayed load. */
export const SLOW_LOAD_MS = 1000;
/** Event dispatched on `window` when a route change becomes a delayed load. */
export const DELAYED_LOAD_EVENT = 'help:delayed-load';
/** A failed route chunk is tried again this many times before the load error shows. */
export const CHUNK_RETRIES = 3;
/** Pages linked from the current view are prefetched this many at a time… */
export const PREFETCH_BATCH_SIZE = 4;
/** …with this long between batches. */
export const PREFETCH_BATCH_INTERVAL_MS = 3000;
