import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {openSearch} from './searchBox';

// The suite blocks service workers by default (see playwright.config.ts).
test.use({serviceWorkers: 'allow'});

/** Waits until the service worker controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000})
    .toBe(true);
}

/** Waits until the service worker has stored `path` in one of its caches. */
async function waitUntilCached(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path), {
      timeout: 15_000,
    })
    .toBe(true);
}

test.describe('installable web app', () => {
  test('serves /sw.js, a web manifest and its icons', async ({page, request}) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.json');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111111');
    const manifest = (await (await request.get(manifestHref ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: {src: string; sizes: string; purpose: string}[];
    };
    expect(manifest).toMatchObject({name: 'Signiant Help', start_url: '/', display: 'standalone'});
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
});

test.describe('service worker registration', () => {
  test('registers /sw.js on localhost, without errors', async ({page, pageErrors}) => {
    await page.goto('/');
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    expect(new URL(script).pathname).toBe('/sw.js');
    await waitForServiceWorker(page);
    expect(pageErrors.messages).toEqual([]);
  });

  test('over plain http on another host, nothing registers and an error is logged', async ({
    page,
    pageErrors,
    baseURL,
  }) => {
    // help.test is answered by the local build server, fetched on the page's behalf.
    const local = new URL(baseURL ?? '');
    await page.route(
      (url) => url.hostname === 'help.test',
      async (route) => {
        const url = new URL(route.request().url());
        url.host = local.host;
        // A request the page gave up on (a navigation or prefetch cancelled) has nobody left to answer.
        await route
          .fetch({url: url.href})
          .then(
            (response) => route.fulfill({response}),
            () => route.abort(),
          )
          .catch(() => undefined);
      },
    );
    await page.goto(`http://help.test:${local.port}/`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Home');
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    // Chromium also warns that it ignores the COOP header on a plain-http origin.
    pageErrors.allow(/Cross-Origin-Opener-Policy header has been ignored|only over https or on localhost/);
    const ours = pageErrors.messages.filter((message) => !message.includes('Cross-Origin-Opener-Policy'));
    expect(ours).toEqual([expect.stringContaining('only over https or on localhost')]);
  });
});

test.describe('offline reading', () => {
  test('pages read before open offline; an address never visited shows the offline page', async ({
    page,
    context,
    pageErrors,
  }) => {
    // Offline, the browser logs every request the network refuses.
    pageErrors.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto('/');
    await waitForHydration(page);
    await waitForServiceWorker(page);
    // Reached by client-side navigation, so no HTML was fetched for it by the browser.
    await page.getByRole('heading', {name: 'Jet'}).getByRole('link').click();
    await expect(page.locator('h1')).toHaveText('Jet');
    await waitUntilCached(page, '/');
    await waitUntilCached(page, '/jet/');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Jet');
    await waitForHydration(page);
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Home');

    const response = await page.goto('/media-engine/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('You are offline');
    await expect(page).toHaveTitle('You are offline | Help');
    await expect(page.locator('nav[aria-label="Breadcrumbs"], .breadcrumbs')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Try again'})).toBeVisible();
    // It lists the pages stored on this device, by their headings, through its one inline script (CSP-hashed),
    // grouped by product; and links to nothing else that could lead back to it.
    const stored = page.getByRole('region', {name: 'Pages you can read offline'});
    await expect(stored.getByRole('heading', {level: 3})).toHaveText(['Jet', 'Other pages']);
    await expect(stored.getByRole('link')).toHaveText(['Jet', 'Home']);
    await expect(page.getByRole('main').getByRole('link')).toHaveText(['Try again', 'Jet', 'Home']);
    // Nothing was searched: it says search needs a connection.
    await expect(page.getByRole('region', {name: 'Search offline'})).toContainText(
      'Search needs a connection',
    );
    await stored.getByRole('link', {name: 'Jet'}).click();
    await expect(page.locator('h1')).toHaveText('Jet');
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('You are offline');
    // Its styles came along: the navbar is laid out, not a bare list.
    await expect(page.locator('.navbar')).toHaveCSS('display', 'flex');

    await context.setOffline(false);
    await page.getByRole('link', {name: 'Try again'}).click();
    await expect(page.locator('h1')).toHaveText('Media Engine');
  });

  test('the offline page is static: no breadcrumbs, and no stored-pages list before anything is stored', async ({
    page,
  }) => {
    const response = await page.goto('/offline.html');
    expect(response?.status()).toBe(200);
    // Opened at its own address, not in place of a page missing offline.
    await expect(page.locator('h1')).toHaveText('Reading offline');
    await expect(page.locator('nav[aria-label="Breadcrumbs"], .breadcrumbs')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Pages you can read offline'})).toBeHidden();
  });

  test('a same-origin JSON file fetched online (as a search index is) is served offline', async ({
    page,
    context,
    pageErrors,
  }) => {
    // Offline, the browser logs any background request the network refuses.
    pageErrors.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto('/');
    await waitForServiceWorker(page);
    const fetchJson = () =>
      page.evaluate(async () => {
        const response = await fetch('/manifest.json');
        return ((await response.json()) as {name: string}).name;
      });
    expect(await fetchJson()).toBe('Signiant Help');
    await waitUntilCached(page, '/manifest.json');
    await context.setOffline(true);
    expect(await fetchJson()).toBe('Signiant Help');
  });

  test('a product searched once online can be searched for anything offline, Enter keeping the hits, and the offline page says so', async ({
    page,
    context,
    pageErrors,
  }) => {
    pageErrors.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto('/jet/');
    await waitForHydration(page);
    await waitForServiceWorker(page);
    const box = await openSearch(page);
    await box.fill('partner routes');
    await expect(page.getByRole('option', {name: /Partner Routes/}).first()).toBeVisible();
    // In the background, every body text of Jet's index, kept by the service worker.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              (await caches.match('/search-index/jet/all.json', {ignoreSearch: true})) !== undefined,
          ),
        {timeout: 30_000},
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    const offlineBox = await openSearch(page);
    // A query none of whose hits' texts were fetched online.
    await offlineBox.fill('installer logs');
    await expect(page.getByRole('option', {name: /Installer Logs/}).first()).toBeVisible();
    await expect(page.getByText('Search is unavailable right now')).toHaveCount(0);
    // Enter keeps the hits found on the device: the results page may not be.
    await offlineBox.press('Enter');
    await expect(page).toHaveURL(/\/jet\/$/);
    await expect(page.getByRole('option', {name: /Installer Logs/}).first()).toBeVisible();
    await expect(page.getByText('The full results page needs a connection.', {exact: false})).toBeVisible();

    await page.goto('/media-engine/');
    await expect(page.locator('h1')).toHaveText('You are offline');
    await expect(page.getByRole('region', {name: 'Search offline'})).toContainText(
      'Offline, search works in Jet, from any saved page of that product.',
    );
  });
});
