import {finalAddress} from '../../config/redirects';
import {PRODUCTS, productFromPath} from '../../src/products';
import {pageRoutes, readLegacyUrls, readRoutes, type RouteRow} from '../routeLists';
import {expect, test, waitForHydration} from './fixtures';

/** Home plus each product's routes: one test per chunk keeps one browser page for many visits. */
const chunks: [string, RouteRow[]][] = [
  ['home', pageRoutes().filter((row) => productFromPath(row.route) === undefined)],
  ...PRODUCTS.map((p): [string, RouteRow[]] => [
    p.name,
    pageRoutes().filter((row) => productFromPath(row.route) === p.id),
  ]),
];

// A canonical page moved with `npm run move:page` answers at its canonical address through one
// redirect to its new address (config/movedPages.ts); `page.goto` follows it to the page.
test.describe('every page of routes.tsv', () => {
  for (const [name, rows] of chunks) {
    test(`${name}: ${rows.length} routes answer 200 with their title as h1 and no console error`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(rows.length * 4_000);
      for (const {route, title} of rows) {
        const response = await page.goto(route);
        expect.soft(response?.status(), route).toBe(200);
        await waitForHydration(page);
        await expect.soft(page.locator('h1'), route).toHaveText(title);
        expect.soft(pageErrors.messages, route).toEqual([]);
        pageErrors.messages.length = 0;
      }
    });
  }
});

test.describe('addresses without a trailing slash', () => {
  for (const [name, rows] of chunks.slice(1)) {
    test(`${name}: each route without its slash reaches the same page`, async ({request}) => {
      for (const {route} of rows) {
        const response = await request.get(route.slice(0, -1), {maxRedirects: 0});
        expect.soft(response.status(), route).toBe(301);
        expect.soft(response.headers().location, route).toBe(finalAddress(route));
      }
    });
  }
  test('a slash-less address lands on the page in the browser', async ({page}) => {
    await page.goto('/jet/jobs/partner-jobs');
    expect(new URL(page.url()).pathname).toBe('/jet/jobs/partner-jobs/');
    await expect(page.locator('h1')).toHaveText('Partner Jobs');
  });
});

test.describe('legacy addresses', () => {
  const titles = new Map(readRoutes().map((row) => [row.route, row.title]));
  test(`all ${readLegacyUrls().length} land on their new page`, async ({page, pageErrors}) => {
    // Known race in theme-common 3.10.2's useCodeWordWrap: leaving a page whose code sits in synced OS tabs
    // while the next page switches those tabs can run its observer after the code block is gone. Seen once
    // in this rapid walk of redirects; nothing on screen changes. Every other test still fails on it.
    pageErrors.allow(/Cannot destructure property 'scrollWidth' of '\w+\.current' as it is null/);
    for (const {oldPath, newRoute} of readLegacyUrls()) {
      await page.goto(oldPath);
      await page.waitForURL((url) => url.pathname === finalAddress(newRoute));
      await expect.soft(page.locator('h1'), oldPath).toHaveText(titles.get(newRoute) ?? '');
    }
  });
});

test.describe('menu group addresses', () => {
  const groups = readRoutes().filter((row) => row.kind === 'group');
  test(`all ${groups.length} land on a page of their group`, async ({page}) => {
    test.setTimeout(groups.length * 4_000);
    for (const {route} of groups) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname !== route && url.pathname.startsWith(route));
      await expect.soft(page.locator('h1'), route).toBeVisible();
    }
  });
});
