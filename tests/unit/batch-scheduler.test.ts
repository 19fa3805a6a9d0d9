import {createBatchScheduler, type Timers} from '../../src/pageLoading/batchScheduler';

/** Timers driven by hand: `advance` runs what falls due, in order. */
function manualTimers(): Timers & {advance(ms: number): void} {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, {at: number; callback: () => void}>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      pending.set(nextId, {at: now + ms, callback});
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

describe('batch scheduler', () => {
  function setUp() {
    const timers = manualTimers();
    const runs: {item: string; at: number}[] = [];
    const scheduler = createBatchScheduler<string>({
      size: 4,
      intervalMs: 3000,
      timers,
      run: (item) => runs.push({item, at: timers.now()}),
    });
    return {timers, runs, scheduler};
  }

  it('runs the first 4 items at once, then 4 more every 3 s', () => {
    const {timers, runs, scheduler} = setUp();
    const pages = Array.from({length: 10}, (_, i) => `/page-${i}/`);
    pages.forEach((page) => scheduler.add(page));
    expect(runs).toEqual([]);
    timers.advance(0);
    expect(runs.map((run) => run.item)).toEqual(pages.slice(0, 4));
    timers.advance(2999);
    expect(runs).toHaveLength(4);
    timers.advance(1);
    expect(runs.map((run) => run.item)).toEqual(pages.slice(0, 8));
    timers.advance(3000);
    expect(runs.map((run) => run.at)).toEqual([0, 0, 0, 0, 3000, 3000, 3000, 3000, 6000, 6000]);
  });

  it('queues a page once', () => {
    const {timers, runs, scheduler} = setUp();
    expect(scheduler.add('/a/')).toBe(true);
    expect(scheduler.add('/a/')).toBe(false);
    timers.advance(0);
    expect(scheduler.add('/a/')).toBe(false);
    timers.advance(10_000);
    expect(runs.map((run) => run.item)).toEqual(['/a/']);
  });

  it('keeps 3 s between batches even when new pages arrive later', () => {
    const {timers, runs, scheduler} = setUp();
    scheduler.add('/a/');
    timers.advance(1000);
    scheduler.add('/b/');
    timers.advance(0);
    expect(runs).toHaveLength(1);
    timers.advance(2000);
    expect(runs).toEqual([
      {item: '/a/', at: 0},
      {item: '/b/', at: 3000},
    ]);
    timers.advance(5000);
    scheduler.add('/c/');
    timers.advance(0);
    expect(runs.at(-1)).toEqual({item: '/c/', at: 8000});
  });

  it('drops waiting pages on clear, and accepts them again later', () => {
    const {timers, runs, scheduler} = setUp();
    ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'].forEach((page) => scheduler.add(page));
    timers.advance(0);
    scheduler.clear();
    timers.advance(10_000);
    expect(runs.map((run) => run.item)).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(scheduler.add('/e/')).toBe(true);
    expect(scheduler.add('/a/')).toBe(false);
    timers.advance(0);
    expect(runs.at(-1)?.item).toBe('/e/');
  });
});
