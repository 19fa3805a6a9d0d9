/** The batch scheduler the prefetch policy (`src/clientModules/prefetchPolicy.ts`) queues pages in: pure, with timers passed in for tests. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BatchSchedulerOptions<T> {
  readonly size: number;
  readonly intervalMs: number;
  readonly run: (item: T) => void;
  readonly timers?: Timers;
}

export interface BatchScheduler<T> {
  /** Queues an item once; false when it was queued or run before. */
  add(item: T): boolean;
  /** Drops the items still waiting (they may be added again later). */
  clear(): void;
}

/**
 * Runs queued items `size` at a time, at most one batch per `intervalMs`. The
 * first batch runs as soon as the current task ends, so items added together
 * (links coming into view at once) share it.
 */
export function createBatchScheduler<T>({
  size,
  intervalMs,
  run,
  timers = browserTimers,
}: BatchSchedulerOptions<T>): BatchScheduler<T> {
  const queue: T[] = [];
  const known = new Set<T>();
  let lastBatchAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;

  function runBatch(): void {
    timer = undefined;
    lastBatchAt = timers.now();
    queue.splice(0, size).forEach(run);
    if (queue.length > 0) schedule();
  }

  function schedule(): void {
    if (timer !== undefined) return;
    const wait = Math.max(0, lastBatchAt + intervalMs - timers.now());
    timer = timers.setTimeout(runBatch, wait);
  }

  return {
    add(item) {
      if (known.has(item)) return false;
      known.add(item);
      queue.push(item);
      schedule();
      return true;
    },
    clear() {
      queue.splice(0).forEach((item) => known.delete(item));
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
