import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {PREFETCH_BATCH_SIZE} from '../../src/pageLoading/constants';

/**
 * Links prefetch their page through `window.docusaurus.prefetch`. The
 * framework's own implementation (the first value the app assigns there) is
 * wrapped before the app starts, to record when each page really gets
 * prefetched, after the site's policy has had its say, and in which idle
 * callback (numbered; undefined outside one) requested when. The site's policy
 * (the second value) is wrapped too, to record the pages links offer it.
 */
async function recordPrefetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: PrefetchCall[] = [];
    const offers: string[] = [];
    let current: unknown;
    let assigned = 0;
    let idleCallbacks = 0;
    let idleCallback: number | undefined;
    let requestedAt: number | undefined;
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const requested = performance.now();
      return requestIdle((deadline) => {
        idleCallback = ++idleCallbacks;
        requestedAt = requested;
        try {
          callback(deadline);
        } finally {
          idleCallback = requestedAt = undefined;
        }
      }, options);
    };
    Object.assign(window, {prefetchCalls: calls, prefetchOffers: offers});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set(value: {prefetch(path: string): unknown}) {
        assigned += 1;
        if (assigned === 1) {
          current = Object.freeze({
            ...value,
            prefetch(path: string) {
              calls.push({path, at: requestedAt ?? performance.now(), idleCallback});
              return value.prefetch(path);
            },
          });
        } else if (assigned === 2) {
          current = Object.freeze({
            ...value,
            prefetch(path: string) {
              offers.push(path);
              return value.prefetch(path);
            },
          });
        } else {
          current = value;
        }
      },
    });
  });
}

interface PrefetchCall {
  path: string;
  /** When the policy let the prefetch go: the time its idle callback was requested. */
  at: number;
  idleCallback: number | undefined;
}

async function prefetchCalls(page: Page): Promise<PrefetchCall[]> {
  return page.evaluate(() => (window as unknown as {prefetchCalls: PrefetchCall[]}).prefetchCalls);
}

/** Pages that links offered the site's policy, in order. */
async function prefetchOffers(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {prefetchOffers: string[]}).prefetchOffers);
}

/** Prefetch requests the browser sent (`<link rel=prefetch>`). */
function countPrefetchRequests(page: Page): {count: number} {
  const seen = {count: 0};
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch')) seen.count += 1;
  });
  return seen;
}

/** Calls closer than 1 s belong to one batch. */
function batches(calls: PrefetchCall[]): PrefetchCall[][] {
  const groups: PrefetchCall[][] = [];
  for (const call of calls) {
    const last = groups.at(-1);
    if (last && call.at - last[0].at < 1000) last.push(call);
    else groups.push([call]);
  }
  return groups;
}

test.describe('prefetching pages linked from the current view', () => {
  test('happens in batches of 4, 3 s apart', async ({page}) => {
    await recordPrefetches(page);
    const requests = countPrefetchRequests(page);
    // A section root links to many pages; scrolling brings all of them into view.
    await page.goto('/media-shuttle/');
    await waitForHydration(page);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        // Two frames: the links at this position were seen (intersection observers run with rendering).
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    // Three batches have started: two intervals to measure.
    await expect
      .poll(async () => batches(await prefetchCalls(page)).length, {timeout: 15_000})
      .toBeGreaterThanOrEqual(3);
    const calls = await prefetchCalls(page);
    const paths = calls.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    const groups = batches(calls);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    groups.forEach((group, index) => {
      expect(group.length).toBeLessThanOrEqual(4);
      if (index > 0) expect(group[0].at - groups[index - 1][0].at).toBeGreaterThanOrEqual(2990);
    });
    // Pages were held back: at least one batch was full.
    expect(groups.some((group) => group.length === 4)).toBe(true);
    for (const path of paths) expect(path).toMatch(/^\//);
    expect(requests.count).toBeGreaterThan(0);
    // Each prefetch in a task of its own, when the page is idle: a batch in one task blocked the page as it started.
    const idleCallbacks = calls.map((call) => call.idleCallback);
    expect(
      idleCallbacks.every((id) => id !== undefined),
      JSON.stringify(idleCallbacks),
    ).toBe(true);
    expect(new Set(idleCallbacks).size).toBe(calls.length);
  });
});

test.describe('no prefetching', () => {
  /**
   * Nothing is fetched ahead. Crawlers are turned away by our policy, before
   * core's prefetch is ever called; slow and data-saving connections by core's
   * prefetch itself, which the policy does not check again (so these tests
   * also catch an upgrade of Docusaurus that stopped doing so).
   */
  async function expectNoPrefetch(page: Page, refusedBy: 'policy' | 'core'): Promise<void> {
    await recordPrefetches(page);
    const requests = countPrefetchRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    // The links in view have offered their pages: a batch's worth.
    await expect
      .poll(async () => (await prefetchOffers(page)).length)
      .toBeGreaterThanOrEqual(PREFETCH_BATCH_SIZE);
    if (refusedBy === 'policy') {
      // The policy's first batch runs once the current task ends, each page in an idle callback:
      // after those, had it queued anything, core's prefetch would have been called.
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 0)));
      expect(await prefetchCalls(page)).toEqual([]);
    } else {
      // The policy let a whole batch through to core's prefetch, which refused each page.
      await expect
        .poll(async () => (await prefetchCalls(page)).length)
        .toBeGreaterThanOrEqual(PREFETCH_BATCH_SIZE);
    }
    expect(requests.count).toBe(0);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  }

  async function emulateConnection(
    page: Page,
    connection: {effectiveType: string; saveData: boolean},
  ): Promise<void> {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
    }, connection);
  }

  test('with data-saver on', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await expectNoPrefetch(page, 'core');
  });

  for (const effectiveType of ['2g', 'slow-2g']) {
    test(`on a ${effectiveType} connection`, async ({page}) => {
      await emulateConnection(page, {effectiveType, saveData: false});
      await expectNoPrefetch(page, 'core');
    });
  }

  test.describe('for crawlers', () => {
    test.use({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});
    test('such as Googlebot', async ({page}) => {
      await expectNoPrefetch(page, 'policy');
    });
  });
});
