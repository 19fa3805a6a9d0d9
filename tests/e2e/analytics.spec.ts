import type {Page} from '@playwright/test';
import {ANALYTICS_BASE_URL} from '../../playwright.config';
import {expect, settled, test, waitForHydration} from './fixtures';
import {PREFETCH_BATCH_INTERVAL_MS} from '../../src/pageLoading/constants';
import {ROUTE_CHANGE_DELAY_MS, WEB_VITALS_DEBOUNCE_MS} from '../../src/analytics/timing';
import {
  ANALYTICS_HOSTS,
  interceptThirdParties,
  pushes,
  recordDataLayer,
  useAnalyticsBuild,
} from './analyticsBuild';

/** Records in the page when (performance.now) Home's h1 appears. */
async function watchForHome(page: Page): Promise<void> {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent === 'Home') {
        observer.disconnect();
        Object.assign(window, {homeRenderedAt: performance.now()});
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  });
}

test.describe('without analytics ids (the default build)', () => {
  test('the site makes no third-party request at all', async ({page, context, baseURL}) => {
    const requested = await interceptThirdParties(context, new URL(baseURL ?? '').origin);
    // The page's own clock, so that its delayed work can be run at once instead of waited for.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('heading', {name: 'Jet'}).getByRole('link').click();
    await expect(page.locator('h1')).toHaveText('Jet');
    await page.goto('/media-shuttle/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // What the page would do over the next seconds, done now: batched prefetches, debounced reports.
    await page.clock.runFor(PREFETCH_BATCH_INTERVAL_MS + WEB_VITALS_DEBOUNCE_MS);
    await settled(page);
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await page.content()).not.toContain('googletagmanager');
  });
});

test.describe('with analytics ids (npm run build:analytics)', () => {
  useAnalyticsBuild();

  test('loads the gtag and tag manager scripts, intercepted', async ({page, context}) => {
    const requested = await interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin);
    await page.goto('/');
    await waitForHydration(page);
    await expect
      .poll(() => requested.map((url) => new URL(url).pathname))
      .toEqual(expect.arrayContaining(['/gtag/js', '/gtm.js']));
    for (const url of requested) expect(new URL(url).hostname).toMatch(ANALYTICS_HOSTS);
  });

  test('each navigation pushes route-change 50 ms after the new page renders', async ({page, context}) => {
    await interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin);
    await recordDataLayer(page);
    // The page's own clock: stopped for the last step, so the delay is timed by the page alone.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const routeChanges = async () =>
      (await pushes(page)).filter((push) => push.entry.event === 'route-change');
    await expect.poll(routeChanges).toHaveLength(1);

    await page.getByRole('heading', {name: 'Jet'}).getByRole('link').click();
    await expect(page.locator('h1')).toHaveText('Jet');
    await expect.poll(routeChanges).toHaveLength(2);
    expect((await routeChanges())[1]).toMatchObject({entry: {event: 'route-change'}, heading: 'Jet'});

    // Once the Jet page has settled (main thread idle), back to the light Home page (its links
    // are prefetched already). The page's clock stands still meanwhile: a busy machine delaying
    // the page's tasks cannot blur the timing, which only the clock's steps below move on.
    await settled(page);
    await watchForHome(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.goBack();
    // The route-change timer is set in the same task as the render (a layout effect): it is set once Home shows.
    await expect(page.locator('h1')).toHaveText('Home');
    await page.clock.runFor(ROUTE_CHANGE_DELAY_MS - 1);
    expect(
      await routeChanges(),
      `no route-change ${ROUTE_CHANGE_DELAY_MS - 1} ms after the render`,
    ).toHaveLength(2);
    await page.clock.runFor(1);
    await expect.poll(routeChanges).toHaveLength(3);
    const routeChange = (await routeChanges())[2];
    expect(routeChange.entry).toEqual({event: 'route-change'});
    expect(routeChange.heading).toBe('Home');
    const renderedAt = await page.evaluate(
      () => (window as unknown as {homeRenderedAt: number}).homeRenderedAt,
    );
    expect(routeChange.at - renderedAt).toBeGreaterThanOrEqual(40);
    expect(routeChange.at - renderedAt).toBeLessThan(1000);
  });

  test('Core Web Vitals are pushed once they have been stable for 3 s', async ({page, context}) => {
    await interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin);
    await recordDataLayer(page);
    await page.goto('/jet/');
    await waitForHydration(page);
    // TTFB waits for the page's load event, which a busy machine can hold back behind FCP, LCP and CLS.
    await expect
      .poll(
        async () =>
          (await pushes(page))
            .filter((push) => push.entry.event === 'core-web-vitals')
            .map((push) => push.entry.name),
        {timeout: 15_000},
      )
      .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    const vitals = (await pushes(page)).filter((push) => push.entry.event === 'core-web-vitals');
    for (const {entry, at} of vitals) {
      expect(Object.keys(entry).sort()).toEqual(['event', 'id', 'name', 'value']);
      expect(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']).toContain(entry.name);
      expect(typeof entry.value).toBe('number');
      expect(typeof entry.id).toBe('string');
      // TTFB and FCP are known within the first second: none goes out before 3 s of quiet.
      expect(at).toBeGreaterThanOrEqual(3000);
    }
    expect(vitals.map((push) => push.entry.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  });
});
