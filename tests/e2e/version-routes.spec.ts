/**
 * Cut versions cost a reader of the latest docs (almost) nothing (issue 27),
 * on the versioned copy of the site (./versionedSite: Jet 1.0 and 2.0 cut, a
 * page added to the unreleased docs): the pages of older and unreleased
 * versions stay out of the entry script (plugins/version-routes) and load
 * with the first page of their version, which still opens, hydrates and
 * navigates like any other. Every test here also fails on a console error,
 * which is how React reports a page that hydrated wrongly.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {contentDir} from '../../src/products';
import {scriptsOfFirstVisit} from '../../scripts/lib/pageWeight';
import {ONE_WIDTH, expect, waitForHydration} from './fixtures';
import {LATEST, OLDER, OLDER_ONLY_PAGE, OLDER_ONLY_WORD, PRODUCT, RELEASES} from './versionedSite';
import {test} from './versionedSiteFixture';
import {versionedBuild} from './versionedSite';

test.describe.configure({mode: 'default'});

const LATEST_PAGE = `/${PRODUCT}/${OLDER_ONLY_PAGE}/`;
const OLDER_PAGE = `/${PRODUCT}/${OLDER}/${OLDER_ONLY_PAGE}/`;
/**
 * What cut versions may still add to a latest page's first load, in gzip
 * bytes: once, the code that loads route tables and each version's root
 * routes; per page of an older or unreleased version, one entry of the
 * bundler's chunk-hash map and one in the docs plugin's global data (about 18
 * bytes measured, BENCHMARKS.md). A page's route in the entry script, as core
 * ships it, costs about 80 more.
 */
const BUDGET = {once: 1024, perOlderPage: 20} as const;

/** Addresses of the route tables a page's scripts came from (`routes-jet-1.0.<hash>.js`). */
function routeTables(page: Page): string[] {
  const tables: string[] = [];
  page.on('request', (request) => {
    const name = path.basename(new URL(request.url()).pathname);
    if (name.startsWith('routes-')) tables.push(name.replace(/\.[0-9a-f]+\.js$/, ''));
  });
  return tables;
}

/** Pages of the versions the section root does not serve, as written on disk. */
function olderPages(siteDir: string): number {
  const count = (dir: string): number =>
    fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).length;
  return (
    RELEASES.filter((version) => version !== LATEST)
      .map((version) => count(path.join(siteDir, `${PRODUCT}_versioned_docs`, `version-${version}`)))
      .reduce((sum, pages) => sum + pages, 0) + count(path.join(siteDir, contentDir(PRODUCT)))
  );
}

test("a latest page loads no route table; an older page loads its own version's, then navigates within it", async ({
  page,
}) => {
  const tables = routeTables(page);
  await page.goto(LATEST_PAGE);
  await waitForHydration(page);
  expect(tables).toEqual([]);

  await page.goto(OLDER_PAGE);
  await waitForHydration(page);
  await expect(page.getByText(OLDER_ONLY_WORD)).toBeVisible();
  expect(tables).toEqual([`routes-${PRODUCT}-${OLDER}`]);

  // A link to the next page of that version opens without a full load.
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const next = page.locator('.pagination-nav__link--next');
  const target = await next.getAttribute('href');
  const title = (await next.locator('.pagination-nav__label').textContent())?.trim() ?? '';
  expect(target?.startsWith(`/${PRODUCT}/${OLDER}/`)).toBe(true);
  await next.click();
  await page.waitForURL(`**${target}`);
  await expect(page.locator('article h1')).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(tables).toEqual([`routes-${PRODUCT}-${OLDER}`]);
});

// This spec runs at 1280 px only, where the version menu opens on hover in the header.
test("hovering a link to an older version's page preloads that page, not only its version's table", async ({
  page,
}) => {
  const tables = routeTables(page);
  await page.goto(LATEST_PAGE);
  await waitForHydration(page);
  // The scripts fetched from now on, and whether one of them holds the older page's text.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  const holdsOlderPage = async (): Promise<boolean> =>
    (await Promise.all(scripts)).some((text) => text.includes(OLDER_ONLY_WORD));
  expect(await holdsOlderPage()).toBe(false);

  await page
    .locator('.navbar')
    .getByRole('button', {name: /^Version /})
    .hover();
  const link = page.locator('.navbar .dropdown__menu').getByRole('link', {name: OLDER, exact: true});
  await expect(link).toHaveAttribute('href', OLDER_PAGE);
  await link.hover();
  await expect.poll(holdsOlderPage, {timeout: 15_000}).toBe(true);
  expect(tables).toEqual([`routes-${PRODUCT}-${OLDER}`]);
  expect(new URL(page.url()).pathname).toBe(LATEST_PAGE);
});

test(
  "the entry script holds the latest pages' routes, none of an older or unreleased version's",
  {tag: ONE_WIDTH},
  async ({page, request}) => {
    await page.goto(LATEST_PAGE);
    const main = await page.locator('script[src*="/main."]').getAttribute('src');
    const source = await (await request.get(main!)).text();
    // Minified, a route reads `("/jet/jobs/partner-jobs/","3fa")`: ComponentCreator's path and hash.
    const route = (address: string): RegExp =>
      new RegExp(`"${address.replace(/[.]/g, '\\.')}","[0-9a-f]{3}"`);
    expect(source).toMatch(route(LATEST_PAGE));
    expect(source).not.toMatch(route(OLDER_PAGE));
    expect(source).not.toMatch(route(`/${PRODUCT}/next/${OLDER_ONLY_PAGE}/`));
  },
);

test(
  `cut versions add at most ${BUDGET.once} bytes gzip and ${BUDGET.perOlderPage} a cut page to a latest page's first load`,
  {tag: ONE_WIDTH},
  async ({page, browser}) => {
    const versioned = await scriptsOfFirstVisit(page, LATEST_PAGE);
    const plainPage = await browser.newPage();
    try {
      const plain = await scriptsOfFirstVisit(plainPage, `${BASE_URL}/${PRODUCT}/${OLDER_ONLY_PAGE}/`);
      const pages = olderPages(path.dirname(await versionedBuild()));
      const added = versioned.gzip - plain.gzip;
      const budget = BUDGET.once + BUDGET.perOlderPage * pages;
      console.log(`${pages} cut pages add ${added} bytes gzip to ${LATEST_PAGE} (budget ${budget})`);
      expect(added, `${plain.urls.join('\n')}\n---\n${versioned.urls.join('\n')}`).toBeLessThanOrEqual(
        budget,
      );
    } finally {
      await plainPage.close();
    }
  },
);

test('the unreleased docs load their own table too', {tag: ONE_WIDTH}, async ({page}) => {
  const tables = routeTables(page);
  await page.goto(`/${PRODUCT}/next/${OLDER_ONLY_PAGE}/`);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  expect(tables).toEqual([`routes-${PRODUCT}-next`]);
});

test.describe('offline', () => {
  // The suite blocks service workers by default (see playwright.config.ts).
  test.use({serviceWorkers: 'allow'});

  test(
    "an older version's page read online opens offline, hydrated, with its route table kept",
    {tag: ONE_WIDTH},
    async ({page, context, pageErrors}) => {
      // Offline, the browser logs every request the network refuses.
      pageErrors.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
      const tables = routeTables(page);
      await page.goto(OLDER_PAGE);
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000})
        .toBe(true);
      // Loaded again under the worker, so that the page and its scripts pass through it and are kept.
      await page.reload();
      await waitForHydration(page);
      // Pages are kept with `Vary: Accept` (their Markdown twins share the address): matched on the address alone.
      const kept = (address: string): Promise<boolean> =>
        page.evaluate(async (url) => (await caches.match(url, {ignoreVary: true})) !== undefined, address);
      await expect.poll(() => kept(OLDER_PAGE), {timeout: 15_000}).toBe(true);
      const table = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((name) => name.includes('/routes-')),
      );
      expect(table).toBeDefined();
      await expect.poll(() => kept(table!), {timeout: 15_000}).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(OLDER_ONLY_WORD)).toBeVisible();
      expect(tables.every((name) => name === `routes-${PRODUCT}-${OLDER}`)).toBe(true);
    },
  );
});
