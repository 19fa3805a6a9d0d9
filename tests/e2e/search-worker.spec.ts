/**
 * The local index is fetched, parsed and searched in a Web Worker, so the
 * page's main thread never parses a shard; where the worker cannot start,
 * search still works in the page.
 */
import type {Worker} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

const RESULTS = '/flight-deck/search/?product=flight-deck&query=agent';
const SHARD = '/search-index/flight-deck.json';

/** Resources a page or a worker fetched, as paths. */
const fetchedBy = (context: Pick<Worker, 'evaluate'>): Promise<string[]> =>
  context.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );

test('the results page loads and searches the index in a worker, not in the page', async ({
  page,
  pageErrors,
}) => {
  const started = page.waitForEvent('worker', {
    predicate: (worker) => /\/assets\/js\/search\.[0-9a-f]+\.js$/.test(worker.url()),
  });
  await page.goto(RESULTS);
  await waitForHydration(page);
  const worker = await started;
  await expect(page.getByRole('main').getByRole('link', {name: /agent/i}).first()).toBeVisible();
  await expect.poll(() => fetchedBy(worker)).toContain(SHARD);
  expect(await fetchedBy(page)).not.toContain(SHARD);
  expect(pageErrors.messages).toEqual([]);
});

test('the header box answers from the worker too, and still answers after a client-side page change', async ({
  page,
}) => {
  const started = page.waitForEvent('worker');
  await page.goto('/jet/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', {name: /search/i});
  if (!(await box.isVisible())) await page.getByRole('button', {name: 'Open search'}).click();
  await box.fill('partner routes');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Partner Routes');
  const worker = await started;
  await expect.poll(() => fetchedBy(worker)).toContain('/search-index/jet.json');
  expect(await fetchedBy(page)).not.toContain('/search-index/jet.json');
});

test('when the worker script cannot load, search runs in the page and still answers', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/net::ERR_FAILED|search\.[0-9a-f]+\.js/);
  await page.route(/\/assets\/js\/search\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(RESULTS);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('link', {name: /agent/i}).first()).toBeVisible();
  await expect(page.getByText('Search is unavailable right now')).toHaveCount(0);
  expect(await fetchedBy(page)).toContain(SHARD);
});
