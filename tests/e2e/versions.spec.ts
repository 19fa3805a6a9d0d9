/**
 * Per-product docs versions, end to end: a copy of the site where Jet 1.0 and
 * 2.0 were cut (see ./versionedSite), built and served by nginx like
 * production, on a port of its own. The repository itself ships no cut version.
 */
import type {Locator, Page} from '@playwright/test';
import {ONE_WIDTH, expect, waitForHydration} from './fixtures';
import {openSearch} from './searchBox';
import {drawer, layoutOf, mainNav, menuButton} from './navigation/layout';
import {
  LATEST,
  NEXT_ONLY_PAGE,
  NEXT_ONLY_TITLE,
  OLDER,
  OLDER_ONLY_PAGE,
  OLDER_ONLY_WORD,
} from './versionedSite';
import {test} from './versionedSiteFixture';

// One worker per project runs this file's tests in order, so each project builds or waits once.
test.describe.configure({mode: 'default'});

const PAGE = OLDER_ONLY_PAGE;
const DEEP_PAGE = 'administration/storage-profiles/storage-details';
/** The root of each version: the latest at the section root, the current docs at next/. */
const ROOTS = {[LATEST]: '/jet/', [OLDER]: `/jet/${OLDER}/`, next: '/jet/next/'} as const;

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The version menu where the reader finds it: in the header on large screens, in the drawer below 997 px. */
async function versionMenu(page: Page): Promise<Locator> {
  if (layoutOf(page) === 'large') return mainNav(page).getByRole('button', {name: /^Version /});
  await menuButton(page).click();
  await drawer(page).waitFor({state: 'visible'});
  return drawer(page).getByRole('button', {name: 'Versions', exact: true});
}

/** Opens the version menu and picks a version by its label. */
async function chooseVersion(page: Page, label: string): Promise<void> {
  const menu = await versionMenu(page);
  if (layoutOf(page) === 'large') {
    await menu.hover();
    await page.locator('.navbar .dropdown__menu').getByRole('link', {name: label, exact: true}).click();
    return;
  }
  // The drawer's list is open already, since it holds the version being read.
  const versions = drawer(page).locator('li', {
    has: page.getByRole('button', {name: 'Versions', exact: true}),
  });
  await versions.getByRole('link', {name: label, exact: true}).click();
}

async function hitPaths(list: Locator): Promise<string[]> {
  return list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('the version menu shows only on the pages of the versioned product', async ({page}) => {
  for (const path of [`/jet/${PAGE}/`, `${ROOTS[OLDER]}${PAGE}/`, `${ROOTS.next}${NEXT_ONLY_PAGE}/`]) {
    await visit(page, path);
    await expect(await versionMenu(page)).toBeVisible();
  }
  await visit(page, `/jet/${PAGE}/`);
  if (layoutOf(page) === 'large') await expect(await versionMenu(page)).toHaveText(LATEST);

  for (const path of [
    '/',
    '/flight-deck/certificates/configuring-trusts/',
    '/media-engine/',
    '/jet/search/?product=jet&query=jobs',
  ]) {
    await visit(page, path);
    await expect(await versionMenu(page)).toHaveCount(0);
  }
});

test("choosing a version keeps the page, or opens that version's section root", async ({page}) => {
  await visit(page, `/jet/${PAGE}/`);
  const title = (await page.locator('h1').innerText()).trim();
  await chooseVersion(page, OLDER);
  await expect(page).toHaveURL(new RegExp(`${ROOTS[OLDER]}${PAGE}/$`));
  await expect(page.locator('h1')).toHaveText(title);
  await chooseVersion(page, 'Next');
  await expect(page).toHaveURL(new RegExp(`${ROOTS.next}${PAGE}/$`));

  // A page that only the unreleased docs have: the other version opens at its root.
  await visit(page, `${ROOTS.next}${NEXT_ONLY_PAGE}/`);
  await expect(page.locator('h1')).toHaveText(NEXT_ONLY_TITLE);
  await chooseVersion(page, LATEST);
  await expect(page).toHaveURL(/\/jet\/$/);
  await expect(page.locator('h1')).toHaveText('Jet');
});

// The banner, the version's pages and its results do not change with the width: once.
test(
  'an older version carries a banner that links to the latest; the next docs say they are unreleased',
  {tag: ONE_WIDTH},
  async ({page}) => {
    await visit(page, `${ROOTS[OLDER]}${PAGE}/`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(
      `This is documentation for version ${OLDER}, which is no longer actively maintained.`,
    );
    await expect(banner).toContainText(`(${LATEST})`);
    await banner.getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL(new RegExp(`/jet/${PAGE}/$`));
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);

    await visit(page, `${ROOTS.next}${PAGE}/`);
    await expect(page.locator('.theme-doc-version-banner')).toContainText(
      'This is unreleased documentation for the next version.',
    );
  },
);

// Once, as the banner.
test(
  'the unreleased docs stay reachable at next/, with pages only they have',
  {tag: ONE_WIDTH},
  async ({page, request}) => {
    await visit(page, ROOTS.next);
    await expect(page.locator('h1')).toHaveText('Jet');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
    expect((await request.get(`${ROOTS.next}${NEXT_ONLY_PAGE}/`)).status()).toBe(200);
    for (const root of [ROOTS[LATEST], ROOTS[OLDER]]) {
      expect((await request.get(`${root}${NEXT_ONLY_PAGE}/`)).status()).toBe(404);
    }
  },
);

test("breadcrumbs, product tab and Section dropdown work on every version's pages", async ({page}) => {
  for (const root of Object.values(ROOTS)) {
    await visit(page, `${root}${DEEP_PAGE}/`);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
    const title = (await page.locator('h1').innerText()).trim();
    expect((await crumbs.allInnerTexts()).map((t) => t.trim())).toEqual([
      'Root',
      'Jet',
      'Administration',
      'Storage Profiles',
      title,
    ]);
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', root);
    if (layoutOf(page) === 'small') {
      await expect(page.getByRole('combobox', {name: 'Section'})).toHaveValue('/jet/');
    } else {
      await expect(mainNav(page).getByRole('link', {name: 'Jet', exact: true})).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
  }
});

// HTTP answers only: once.
test(
  "menu-group folders lead to the group's first page within each version",
  {tag: ONE_WIDTH},
  async ({request}) => {
    for (const root of Object.values(ROOTS)) {
      const response = await request.get(`${root}administration/`, {maxRedirects: 0});
      expect(response.status(), root).toBe(301);
      expect(response.headers().location).toMatch(
        new RegExp(`${root}administration/logging-into-the-signiant-console/$`),
      );
    }
  },
);

/** The index shard each version's search loads: the latest's is the product's main shard. */
const SHARDS = {
  [LATEST]: '/search-index/jet.json',
  [OLDER]: `/search-index/jet@${OLDER}.json`,
  next: '/search-index/jet@current.json',
} as const;

test("the search box searches only the version being read, loading only that version's shard", async ({
  page,
}) => {
  for (const [version, root] of Object.entries(ROOTS) as [keyof typeof ROOTS, string][]) {
    await visit(page, `${root}${PAGE}/`);
    const shards: string[] = [];
    const listener = (request: {url(): string}): void => {
      const address = new URL(request.url()).pathname;
      if (/^\/search-index\/[^/]+\.json$/.test(address)) shards.push(address);
    };
    page.on('request', listener);
    const box = await openSearch(page);
    await box.fill('partner jobs');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    page.off('request', listener);
    expect(shards).toEqual([SHARDS[version]]);
    const paths = await hitPaths(options);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      expect(path.startsWith(root)).toBe(true);
      if (root === ROOTS[LATEST]) expect(path).not.toMatch(/^\/jet\/(next|\d[\d.]*)\//);
    }
  }
  // A word that only version 1.0 holds is found there, and only there.
  await visit(page, `${ROOTS[OLDER]}${PAGE}/`);
  await (await openSearch(page)).fill(OLDER_ONLY_WORD);
  await expect(page.getByText(`1 result for "${OLDER_ONLY_WORD}"`)).toBeVisible();
  await visit(page, `/jet/${PAGE}/`);
  await (await openSearch(page)).fill(OLDER_ONLY_WORD);
  await expect(page.getByText(`There are no results for "${OLDER_ONLY_WORD}"`)).toBeVisible();
});

// Once: the results page keeps the version the same way at any width.
test(
  'the results page carries the version and keeps it when paging and searching again',
  {tag: ONE_WIDTH},
  async ({page}) => {
    await visit(page, `${ROOTS[OLDER]}${PAGE}/`);
    const box = await openSearch(page);
    await box.fill('storage jobs transfer');
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/jet/search/\\?product=jet&query=storage\\+jobs\\+transfer&version=${OLDER}$`),
    );
    await expect(page.locator('h1')).toHaveText(`Search Jet ${OLDER} help`);
    const hits = page.locator('main ol > li');
    await expect(hits.first()).toBeVisible();
    const olderOnly = async (): Promise<void> => {
      for (const path of await hitPaths(hits)) expect(path.startsWith(ROOTS[OLDER])).toBe(true);
    };
    await olderOnly();

    await page
      .getByRole('navigation', {name: 'Search results pages'})
      .getByRole('link', {name: 'Page 2'})
      .click();
    await expect(page).toHaveURL(new RegExp(`&version=${OLDER}&page=2$`));
    await expect(hits.first()).toBeVisible();
    await olderOnly();

    const form = page.getByRole('search').filter({has: page.getByRole('button', {name: 'Search'})});
    await form.getByRole('searchbox').fill('partner');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(new RegExp(`query=partner&version=${OLDER}$`));
    await expect(page.getByText(/^\d+ results? for "partner"$/)).toBeVisible();
    await olderOnly();

    // Without a version in the address, a versioned product's results are its latest version's.
    await visit(page, '/jet/search/?product=jet&query=partner');
    await expect(page.locator('h1')).toHaveText(`Search Jet ${LATEST} help`);
    await expect(hits.first()).toBeVisible();
    for (const path of await hitPaths(hits)) expect(path).not.toMatch(/^\/jet\/(next|\d[\d.]*)\//);
  },
);

// Sets each width it checks itself.
test(
  'the header fits beside the version menu: tabs from 1280 px, the Section dropdown below',
  {tag: ONE_WIDTH},
  async ({page}) => {
    await visit(page, `/jet/${PAGE}/`);
    for (const width of [997, 1100, 1140, 1200, 1279, 1280, 1440]) {
      await page.setViewportSize({width, height: 800});
      const tabs = width >= 1280;
      const lastTab = mainNav(page).getByRole('link', {name: 'Media Engine', exact: true});
      const section = mainNav(page).getByRole('combobox', {name: 'Section'});
      await expect(tabs ? lastTab : section, `${width} px`).toBeVisible();
      await expect(tabs ? section : lastTab, `${width} px`).toBeHidden();
      // Left to right, each item ends before the next begins, the last inside the window.
      const row = [
        tabs ? lastTab : section,
        mainNav(page).getByRole('button', {name: /^Version /}),
        mainNav(page)
          .locator('.navbar__inner')
          .getByRole('link', {name: /^API Documentation/}),
        mainNav(page).getByRole('combobox', {name: /^SEARCH /}),
      ];
      let end = 0;
      for (const item of row) {
        const box = await item.boundingBox();
        expect(box, `${width} px`).not.toBeNull();
        expect(box!.x, `${width} px`).toBeGreaterThanOrEqual(end);
        end = box!.x + box!.width;
      }
      expect(end, `${width} px`).toBeLessThanOrEqual(width);
    }
  },
);

// HTTP answers only: once.
test(
  "the llms files describe the latest version; every version's pages have their Markdown twins",
  {tag: ONE_WIDTH},
  async ({request}) => {
    const llms = await (await request.get('/jet/llms.txt')).text();
    const linked = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]).pathname);
    expect(linked).toContain(`/jet/${PAGE}/index.md`);
    expect(linked.filter((path) => path.startsWith(ROOTS.next) || path.startsWith(ROOTS[OLDER]))).toEqual([]);
    expect(llms).not.toContain(NEXT_ONLY_TITLE);
    expect(await (await request.get('/jet/llms-full.txt')).text()).not.toContain(OLDER_ONLY_WORD);

    const older = await request.get(`${ROOTS[OLDER]}${PAGE}/`, {headers: {Accept: 'text/markdown'}});
    expect(older.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await older.text()).toContain(OLDER_ONLY_WORD);
    expect(await (await request.get(`/jet/${PAGE}/index.md`)).text()).not.toContain(OLDER_ONLY_WORD);
    const next = await request.get(`${ROOTS.next}${NEXT_ONLY_PAGE}/index.md`);
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain(`# ${NEXT_ONLY_TITLE}`);
  },
);
