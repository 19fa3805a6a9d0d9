/**
 * Main-thread CPU time of one page load, from a Chromium trace: the thread
 * time (`tdur`) of every top-level task of the page's renderer main thread,
 * from navigation until the network is idle. Thread time counts what the
 * page itself computed, so it holds up on a busy machine where wall-clock
 * figures such as Lighthouse's TBT scatter (`npm run bench -- --only variants --cpu-runs N`).
 */
import type {Browser} from '@playwright/test';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: {name?: string; data?: {url?: string}};
}

export interface LoadCpu {
  /** Thread time of every top-level task, ms. */
  readonly cpuMs: number;
  /** Σ max(0, 4 × thread time − 50 ms) over the tasks: blocking time as at Lighthouse's 4× CPU slowdown. */
  readonly blocking4xMs: number;
  /** The longest task's thread time, ms. */
  readonly longestMs: number;
}

const TOP_LEVEL_TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The figures of one trace; the page's renderer main thread is the busiest `CrRendererMain` (the others are blank pages). */
export function loadCpuOfTrace(events: readonly TraceEvent[]): LoadCpu {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasksByThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !TOP_LEVEL_TASK.has(e.name) || !mainThreads.has(thread)) continue;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), (e.tdur ?? e.dur ?? 0) / 1000]);
  }
  const total = (tasks: readonly number[]): number => tasks.reduce((sum, ms) => sum + ms, 0);
  const tasks = [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0];
  if (!tasks) throw new Error('No renderer main thread ran a task in the trace.');
  return {
    cpuMs: total(tasks),
    blocking4xMs: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    longestMs: Math.max(0, ...tasks),
  };
}

/** Loads `url` once in a fresh context (phone width, no service worker) and measures its main-thread CPU time. */
export async function loadCpu(browser: Browser, url: string): Promise<LoadCpu> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 375, height: 740}});
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
    return loadCpuOfTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** Chromium's "Slow 4G" preset (Lighthouse's mobile throttling): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Time from navigation to hydration (Docusaurus sets `<html data-has-hydrated="true">`)
 * over an emulated Slow 4G connection, fresh cache: what waiting on scripts
 * costs a reader, dominated by round trips rather than by this machine's load.
 */
export async function hydrationMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 375, height: 740}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, {waitUntil: 'commit'});
    // Polled every 10 ms in the page: the time is read there, when the attribute first shows.
    const hydrated = await page.waitForFunction(
      () => document.documentElement?.dataset.hasHydrated === 'true' && performance.now(),
      null,
      {polling: 10, timeout: 60_000},
    );
    return (await hydrated.jsonValue()) as number;
  } finally {
    await context.close();
  }
}
