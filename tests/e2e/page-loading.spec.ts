import type {Page, Request, Route} from '@playwright/test';
import {expect, settled, test, waitForHydration} from './fixtures';
import {SLOW_LOAD_MS} from '../../src/pageLoading/constants';

/**
 * Route code failing or slow during a client-side navigation from Home to the
 * Jet section. Requests are intercepted in the browser: no server is harmed.
 * Service workers stay blocked (the suite's default), so every request
 * reaches the interception.
 */
test.use({serviceWorkers: 'block'});

const TARGET = '/jet/';
const TARGET_TITLE = 'Jet';

/** Route chunks: every script under /assets/js/ except the runtime and main bundle the HTML loads. */
function isRouteChunk(url: URL): boolean {
  return (
    /^\/assets\/js\/[^/]+\.js$/.test(url.pathname) && !/\/(main|runtime~main)\.[^/]+\.js$/.test(url.pathname)
  );
}

function isScriptLoad(request: Request): boolean {
  return request.resourceType() === 'script' && request.method() === 'GET';
}

interface Interception {
  /** Stop interfering: later requests reach the server. */
  disarm(): void;
  /** Documents (full page loads) requested since arming. */
  readonly documents: string[];
}

/**
 * Opens Home; once it has hydrated, hands every route-chunk request to
 * `respond` (the start page's own chunks load normally).
 */
async function openHomeThenIntercept(
  page: Page,
  respond: (route: Route) => Promise<void>,
): Promise<Interception> {
  let armed = false;
  const documents: string[] = [];
  await page.route(isRouteChunk, (route) => (armed ? respond(route) : route.continue()));
  await page.goto('/');
  await waitForHydration(page);
  armed = true;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return {disarm: () => (armed = false), documents};
}

/** Answers HEAD probes of the target address with `status`; the page itself loads normally. */
async function probeOfTargetAnswers(page: Page, status: number): Promise<void> {
  await page.route(
    (url) => url.pathname === TARGET,
    (route) => (route.request().method() === 'HEAD' ? route.fulfill({status}) : route.continue()),
  );
}

/** Starts watching for an h1 reading `title`; the result reads when (Date.now in the page) it appeared. */
async function watchForHeading(page: Page, title: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent === text) {
        observer.disconnect();
        document.documentElement.dataset.headingSeenAt = String(Date.now());
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  }, title);
  return async () => Number(await page.locator('html').getAttribute('data-heading-seen-at'));
}

/**
 * Follows Home's link to the target with the keyboard: no pointer hovers
 * other links, so only the target's chunks are requested.
 */
async function clickTarget(page: Page): Promise<void> {
  await page.getByRole('heading', {name: TARGET_TITLE}).getByRole('link').press('Enter');
}

test.describe('a route chunk that fails to load', () => {
  // Failed loads are what these tests provoke: the browser logs each one.
  test.beforeEach(({pageErrors}) => pageErrors.allow(/Failed to load resource/));

  const probeOutcomes = [
    {status: 404, errorPage: '/404.html', heading: 'Page Not Found'},
    {status: 500, errorPage: '/500.html', heading: 'Something went wrong on our side'},
  ];
  for (const {status, errorPage, heading} of probeOutcomes) {
    test(`goes to ${errorPage} when the address answers ${status}`, async ({page}) => {
      await openHomeThenIntercept(page, (route) => route.fulfill({status, body: 'Failed'}));
      await probeOfTargetAnswers(page, status);
      await clickTarget(page);
      await page.waitForURL((url) => url.pathname === errorPage);
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }

  test('is retried: failing three times then succeeding shows the page without a reload', async ({page}) => {
    const failures = new Map<string, number>();
    const attempts = new Map<string, {first: number; count: number}>();
    const interception = await openHomeThenIntercept(page, async (route) => {
      if (!isScriptLoad(route.request())) return route.continue();
      const url = route.request().url();
      const seen = attempts.get(url) ?? {first: Date.now(), count: 0};
      attempts.set(url, {...seen, count: seen.count + 1});
      const failed = failures.get(url) ?? 0;
      if (failed >= 3) return route.continue();
      failures.set(url, failed + 1);
      return route.abort('connectionreset');
    });
    const renderedAt = await watchForHeading(page, TARGET_TITLE);
    await clickTarget(page);
    // Four requests of each chunk and three pauses between them: on a busy machine that outlasts expect's 5 s.
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE, {timeout: 20_000});
    expect(new URL(page.url()).pathname).toBe(TARGET);
    expect(interception.documents).toEqual([]);
    // The route's chunks (requested before it rendered; the page may lazy-load
    // more afterwards) were each fetched 1 + 3 times.
    const rendered = await renderedAt();
    const routeChunks = [...attempts.entries()].filter(([, {first}]) => first < rendered);
    expect(routeChunks.length).toBeGreaterThan(0);
    for (const [url, {count}] of routeChunks) expect(count, url).toBe(4);
  });

  test('shows a load error with a full-page-load link after 3 retries', async ({page}) => {
    // The page's own clock, so that any retry still pending can be run at once.
    await page.clock.install();
    const attempts = new Map<string, number>();
    const interception = await openHomeThenIntercept(page, async (route) => {
      if (!isScriptLoad(route.request())) return route.continue();
      const url = route.request().url();
      attempts.set(url, (attempts.get(url) ?? 0) + 1);
      return route.abort('connectionreset');
    });
    await clickTarget(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    await expect(alert).toBeFocused();
    // Every chunk was tried 1 + 3 times, and the page did not reload by itself.
    await expect.poll(() => [...attempts.values()].every((count) => count === 4)).toBe(true);
    // Five seconds of the page's time at once, far longer than the pauses between retries: nothing is tried again.
    await page.clock.runFor(5_000);
    await settled(page);
    expect(Math.max(...attempts.values())).toBe(4);
    expect(interception.documents).toEqual([]);

    const reload = alert.getByRole('link', {name: 'Load the page'});
    await expect(reload).toHaveAttribute('href', TARGET);
    interception.disarm();
    await reload.click();
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE);
    await waitForHydration(page);
    expect(interception.documents).toEqual([TARGET]);
  });

  test('after a new deploy removed it, loads the target address in full', async ({page}) => {
    // The old build's chunks answer 404, the page itself still exists; the
    // full page load gets the "new build" (here: everything loads again).
    const interception = await openHomeThenIntercept(page, async (route) => {
      if (interception.documents.length > 0) return route.continue();
      return route.fulfill({status: 404, body: 'Not found'});
    });
    await clickTarget(page);
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE);
    await waitForHydration(page);
    expect(interception.documents).toEqual([TARGET]);
    expect(new URL(page.url()).pathname).toBe(TARGET);
  });
});

test.describe('page resources missing on arrival', () => {
  // The app cannot start without its chunks: the runtime reports that.
  test.beforeEach(({pageErrors}) =>
    pageErrors.allow(/ChunkLoadError|Loading chunk \d+ failed|Failed to load resource/),
  );

  test('the page stays readable with an error saying its resources were not found', async ({page}) => {
    // Every route chunk answers an empty script: the app cannot start.
    await page.route(isRouteChunk, (route) =>
      isScriptLoad(route.request())
        ? route.fulfill({status: 200, contentType: 'text/javascript', body: ''})
        : route.continue(),
    );
    await page.goto(TARGET);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', {name: 'The page resources were not found'})).toBeVisible({
      timeout: 10_000,
    });
    await expect(alert.getByRole('link', {name: 'Load the page again'})).toHaveAttribute('href', /\/jet\/$/);
    // The server-rendered page is still there: never a blank page.
    await expect(page.locator('article h1')).toHaveText(TARGET_TITLE);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });
});

test.describe('a slow route change', () => {
  async function listenForDelayedLoad(page: Page): Promise<void> {
    await page.evaluate(() => {
      const fired: number[] = [];
      Object.assign(window, {delayedLoads: fired});
      window.addEventListener('help:delayed-load', () => fired.push(performance.now()));
    });
  }

  test('fires help:delayed-load after 1 s and shows a progress indicator until the page renders', async ({
    page,
  }) => {
    // The route's scripts are held back until the indicator has been seen.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openHomeThenIntercept(page, async (route) => {
      if (isScriptLoad(route.request())) await held;
      await route.continue().catch(() => undefined);
    });
    await listenForDelayedLoad(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await clickTarget(page);
    const indicator = page.getByRole('progressbar', {name: 'Loading page…'});
    await expect(indicator).toBeVisible();
    const fired = await page.evaluate(() => (window as unknown as {delayedLoads: number[]}).delayedLoads);
    expect(fired).toHaveLength(1);
    expect(fired[0] - clickedAt).toBeGreaterThanOrEqual(SLOW_LOAD_MS);
    release();
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE);
    await expect(indicator).toHaveCount(0);
  });

  test('a quick route change fires nothing and shows no indicator', async ({page}) => {
    // The page's own clock, so that the second after which a load counts as slow can be run at once.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await listenForDelayedLoad(page);
    await clickTarget(page);
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE);
    // The second after which this load would have counted as slow, passed.
    await page.clock.runFor(SLOW_LOAD_MS);
    expect(await page.evaluate(() => (window as unknown as {delayedLoads: number[]}).delayedLoads)).toEqual(
      [],
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('navigation announcements', () => {
  test('an assertive live region names each page reached by client-side navigation', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = page.locator('[aria-live="assertive"]');
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText('');
    await clickTarget(page);
    await expect(page.locator('h1')).toHaveText(TARGET_TITLE);
    await expect(region).toHaveText(`Navigated to ${TARGET_TITLE}`);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Home');
    await expect(region).toHaveText('Navigated to Home');
  });
});
