/**
 * Search events for writers: in a build with analytics (`npm run
 * build:analytics`) each query that stood for a second, or was sent with
 * Enter, and each hit opened go to the data layer. At 1280 px only: the
 * entries do not depend on the width, and the phone's search box (behind its
 * button) is tested in search.spec.ts.
 */
import type {Page} from '@playwright/test';
import {ANALYTICS_BASE_URL} from '../../playwright.config';
import {interceptThirdParties, pushes, recordDataLayer, useAnalyticsBuild} from './analyticsBuild';
import {expect, test, waitForHydration} from './fixtures';
import {SEARCH_IDLE_MS} from '../../src/analytics/searchEvents';
import {openSearch} from './searchBox';

/** A hit link's address without the text fragment of its sentence: what analytics record. */
function plainAddress(href: string): string {
  expect(href).toContain(':~:text=');
  return href.slice(0, href.indexOf(':~:')).replace(/#$/, '');
}

async function searchEntries(page: Page) {
  return (await pushes(page)).map((push) => push.entry).filter((entry) => entry.event?.startsWith('search'));
}

test('without analytics (the default build) searching leaves no data layer', async ({page}) => {
  // The page's own clock, so that the second a query must stand can be run at once.
  await page.clock.install();
  await page.goto('/jet/');
  await waitForHydration(page);
  const box = await openSearch(page);
  await box.fill('partner routes');
  await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();
  // The second after which a query counts, passed: had it been reported, it would be now.
  await page.clock.runFor(SEARCH_IDLE_MS);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test.describe('with analytics', () => {
  useAnalyticsBuild();
  test.beforeEach(async ({page, context}) => {
    await interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin);
    await recordDataLayer(page);
    // The page's own clock: it runs as usual, and a test can run the second a query must stand at once.
    await page.clock.install();
    await page.goto('/jet/');
    await waitForHydration(page);
  });

  test('a query counts once typing stops for a second, with its hit count; the words typed on the way do not', async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.pressSequentially('partner rou', {delay: 60});
    await box.pressSequentially('tes', {delay: 60});
    await expect(
      page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
    ).toContainText('Partner Routes');
    await expect.poll(() => searchEntries(page), {timeout: 5_000}).toHaveLength(1);
    const [entry] = await searchEntries(page);
    expect(entry).toMatchObject({
      event: 'search',
      query: 'partner routes',
      product: 'jet',
      // Jet has no cut versions: the search spans every version there is.
      version: 'all',
      zeroResult: false,
      trigger: 'idle',
      place: 'dropdown',
    });
    expect(entry.hits).toBeGreaterThan(0);
  });

  test('a query with no hit is marked as such', async ({page}) => {
    const box = await openSearch(page);
    await box.fill('qqxzv wombat');
    await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option')).toHaveCount(0);
    await expect
      .poll(() => searchEntries(page), {timeout: 5_000})
      .toEqual([expect.objectContaining({query: 'qqxzv wombat', hits: 0, zeroResult: true})]);
  });

  test('Enter sends the query at once, and the results page it opens does not count it again; a hit opened there reports its rank', async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.fill('storage profile');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/jet\/search\/\?.*query=storage(\+|%20)profile/);
    const secondHit = page.getByRole('main').locator('ol > li').nth(1).getByRole('link').first();
    await expect(secondHit).toBeVisible();
    // The link lands on the hit's sentence (`#…:~:text=…`); analytics keep the plain address.
    const second = plainAddress((await secondHit.getAttribute('href')) ?? '');
    // The second after which the results page would count the query again, passed.
    await page.clock.runFor(SEARCH_IDLE_MS);
    const searches = await searchEntries(page);
    expect(searches).toEqual([expect.objectContaining({query: 'storage profile', trigger: 'enter'})]);
    await secondHit.click();
    await expect(page.locator('h1')).not.toHaveText(/Search/);
    await expect
      .poll(() => searchEntries(page))
      .toEqual([
        expect.objectContaining({event: 'search', query: 'storage profile'}),
        expect.objectContaining({
          event: 'search-click',
          query: 'storage profile',
          rank: 2,
          url: second,
          place: 'results-page',
        }),
      ]);
  });

  test('a hit opened from the dropdown by keyboard reports its rank, after the query', async ({page}) => {
    const box = await openSearch(page);
    await box.fill('partner routes');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.nth(2)).toBeVisible();
    const third = plainAddress((await options.nth(2).getByRole('link').getAttribute('href')) ?? '');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${third.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await searchEntries(page)).toEqual([
      expect.objectContaining({event: 'search', query: 'partner routes', trigger: 'idle'}),
      expect.objectContaining({
        event: 'search-click',
        query: 'partner routes',
        rank: 3,
        url: third,
        place: 'dropdown',
      }),
    ]);
  });
});
