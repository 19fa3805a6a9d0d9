import {finalAddress} from '../../config/redirects';
import {PRODUCTS, productFromPath} from '../../src/products';
import {pageRoutes, readLegacyUrls, readRoutes, type RouteRow} from '../routeLists';
import {expect, test, waitForHydration} from './fixtures';

/** Home plus each product's routes, so each group of tests is named after its product. */
const chunks: [string, RouteRow[]][] = [
  ['home', pageRoutes().filter((row) => productFromPath(row.route) === undefined)],
  ...PRODUCTS.map((p): [string, RouteRow[]] => [
    p.name,
    pageRoutes().filter((row) => productFromPath(row.route) === p.id),
  ]),
];

// One test per page, each with the suite's own time limit, so a slow machine slows the walk but fails no page.
// A canonical page moved with `npm run move:page` answers at its canonical address through one
// redirect to its new address (config/movedPages.ts); `page.goto` follows it to the page.
for (const [name, rows] of chunks) {
  test.describe(`every page of routes.tsv: ${name}`, () => {
    for (const {route, title} of rows) {
      test(`${route} answers 200 with its title as h1 and no console error`, async ({page, pageErrors}) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveText(title);
        expect(pageErrors.messages).toEqual([]);
      });
    }
  });
}

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
  for (const {oldPath, newRoute} of readLegacyUrls()) {
    test(`${oldPath} lands on ${newRoute}`, async ({page}) => {
      await page.goto(oldPath);
      await page.waitForURL((url) => url.pathname === finalAddress(newRoute));
      await expect(page.locator('h1')).toHaveText(titles.get(newRoute) ?? '');
    });
  }
});

test.describe('menu group addresses', () => {
  for (const {route} of readRoutes().filter((row) => row.kind === 'group')) {
    test(`${route} lands on a page of its group`, async ({page}) => {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname !== route && url.pathname.startsWith(route));
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});
