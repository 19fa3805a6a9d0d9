/**
 * Per-product docs versions, end to end: a copy of the site where Jet 1.0 and
 * 2.0 were cut, then 1.5 filed as an older release (see ./versionedSite),
 * built and served by nginx like production, on a port of its own. The
 * repository itself ships no cut version.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {ONE_WIDTH, expect, waitForHydration} from './fixtures';
import {openSearch} from './searchBox';
import {LOADS} from './loads';
import {drawer, layoutOf, mainNav, menuButton} from './navigation/layout';
import {
  DATES,
  FILED_OLDER,
  LATEST,
  NEXT_ONLY_PAGE,
  NEXT_ONLY_TITLE,
  OLDER,
  OLDER_ONLY_PAGE,
  OLDER_ONLY_WORD,
  PRODUCT,
  RELEASES,
  REVISED_PAGE,
  versionedBuild,
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

/** The header button of the version menu: "Version 2.0 (latest)", "Version 1.0", "Next (unreleased)". */
const MENU_BUTTON = /^(Version \d|Next \(unreleased\)$)/;
/** The menu's entries, in order: the released versions newest first, then the unreleased docs. */
const ENTRIES = [`${LATEST} (latest)`, FILED_OLDER, OLDER, 'Next (unreleased)'];

/** The version menu where the reader finds it: in the header on large screens, in the drawer below 997 px. */
async function versionMenu(page: Page): Promise<Locator> {
  if (layoutOf(page) === 'large') return mainNav(page).getByRole('button', {name: MENU_BUTTON});
  await menuButton(page).click();
  await drawer(page).waitFor({state: 'visible'});
  return drawer(page).getByRole('button', {name: 'Versions', exact: true});
}

/** Opens the version menu and picks a version by its label. */
async function chooseVersion(page: Page, label: string): Promise<void> {
  await (await versionEntries(page)).getByRole('link', {name: label, exact: true}).click();
}

/** Opens the version menu; its list of entries. */
async function versionEntries(page: Page): Promise<Locator> {
  const menu = await versionMenu(page);
  if (layoutOf(page) === 'large') {
    await menu.hover();
    return page.locator('.navbar .dropdown__menu').filter({visible: true});
  }
  // The drawer's list is open already, since it holds the version being read.
  return drawer(page).locator('li', {has: page.getByRole('button', {name: 'Versions', exact: true})});
}

async function hitPaths(list: Locator): Promise<string[]> {
  return list.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('the version menu shows only on the pages of the versioned product', async ({page}) => {
  for (const path of [`/jet/${PAGE}/`, `${ROOTS[OLDER]}${PAGE}/`, `${ROOTS.next}${NEXT_ONLY_PAGE}/`]) {
    await visit(page, path);
    await expect(await versionMenu(page)).toBeVisible();
  }
  if (layoutOf(page) === 'large') {
    for (const [path, name] of [
      [`/jet/${PAGE}/`, `Version ${LATEST} (latest)`],
      [`${ROOTS[OLDER]}${PAGE}/`, `Version ${OLDER}`],
      [`${ROOTS.next}${PAGE}/`, 'Next (unreleased)'],
    ]) {
      await visit(page, path);
      await expect(await versionMenu(page)).toHaveAccessibleName(name);
      await expect(await versionMenu(page)).toHaveText(name);
    }
  }
  // Released versions newest first (1.5 was filed after 2.0), then the unreleased docs.
  await visit(page, `${ROOTS[OLDER]}${PAGE}/`);
  const entries = (await versionEntries(page)).getByRole('link');
  await expect(entries).toHaveText(ENTRIES);
  await expect(entries.filter({hasText: new RegExp(`^${OLDER}$`)})).toHaveClass(/--active/);

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
  await chooseVersion(page, 'Next (unreleased)');
  await expect(page).toHaveURL(new RegExp(`${ROOTS.next}${PAGE}/$`));

  // A page that only the unreleased docs have: the other version opens at its root.
  await visit(page, `${ROOTS.next}${NEXT_ONLY_PAGE}/`);
  await expect(page.locator('h1')).toHaveText(NEXT_ONLY_TITLE);
  await chooseVersion(page, `${LATEST} (latest)`);
  await expect(page).toHaveURL(/\/jet\/$/);
  await expect(page.locator('h1')).toHaveText('Jet');
});

// An older page's banner and version menu sit around its article, which a first load keeps as server HTML
// (src/hydration): checked on a first load, and after the version menu took the reader there in the app.
for (const load of LOADS) {
  test(`an older page shows its banner, and its version menu leads to the latest, after a ${load}`, async ({
    page,
  }) => {
    const older = `${ROOTS[OLDER]}${PAGE}/`;
    if (load === 'first load') await visit(page, older);
    else {
      await visit(page, `/jet/${PAGE}/`);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      await chooseVersion(page, OLDER);
      await expect(page).toHaveURL(new RegExp(`${older}$`));
      expect(await page.evaluate(() => 'sameDocument' in window), 'reached without a page load').toBe(true);
    }
    await expect(page.getByRole('alert').filter({hasText: 'no longer actively maintained'})).toBeVisible();
    await chooseVersion(page, `${LATEST} (latest)`);
    await expect(page).toHaveURL(new RegExp(`/jet/${PAGE}/$`));
  });
}

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
    const named = `SEARCH JET ${version === 'next' ? 'NEXT' : version} HELP`;
    await expect(box).toHaveAccessibleName(named);
    await expect(box).toHaveAttribute('placeholder', named);
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
  'the header fits beside the version menu, the title "Help" kept from 1240 px: tabs from 1280 px, the Section dropdown below',
  {tag: ONE_WIDTH},
  async ({page}) => {
    for (const [path, width] of [
      ...[997, 1100, 1140, 1200, 1240, 1279, 1280, 1360, 1440].map((w) => [`/jet/${PAGE}/`, w] as const),
      ...[1280, 1440].map((w) => [`${ROOTS.next}${PAGE}/`, w] as const),
      [`${ROOTS[OLDER]}${PAGE}/`, 1280] as const,
    ]) {
      await page.setViewportSize({width, height: 800});
      await visit(page, path);
      const tabs = width >= 1280;
      const lastTab = mainNav(page).getByRole('link', {name: 'Media Engine', exact: true});
      const section = mainNav(page).getByRole('combobox', {name: 'Section'});
      const title = mainNav(page).locator('.navbar__title');
      await expect(tabs ? lastTab : section, `${width} px`).toBeVisible();
      await expect(tabs ? section : lastTab, `${width} px`).toBeHidden();
      // The button's words may shorten; its name does not.
      await expect(mainNav(page).getByRole('button', {name: MENU_BUTTON})).toHaveAccessibleName(
        path.startsWith(ROOTS.next) ? 'Next (unreleased)' : /^Version \d/,
      );
      // Left to right, each item ends before the next begins, the last inside the window.
      const row = [
        ...(width >= 1240 ? [title] : []),
        tabs ? lastTab : section,
        mainNav(page).getByRole('button', {name: MENU_BUTTON}),
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

// The head and the HTML do not change with the width: once.
test("each version's pages carry the version in the browser title", {tag: ONE_WIDTH}, async ({page}) => {
  const titles: string[] = [];
  for (const root of [ROOTS[LATEST], `/jet/${FILED_OLDER}/`, ROOTS[OLDER], ROOTS.next]) {
    await visit(page, `${root}${PAGE}/`);
    titles.push(await page.title());
  }
  expect(titles).toEqual([
    'Partner Jobs | Help',
    `Partner Jobs | Jet ${FILED_OLDER} | Help`,
    `Partner Jobs | Jet ${OLDER} | Help`,
    'Partner Jobs | Jet Next | Help',
  ]);
  // A product without cut versions keeps its titles.
  await visit(page, '/flight-deck/certificates/configuring-trusts/');
  await expect(page).toHaveTitle('Configuring Trusts | Help');
});

test(
  'an older release filed after the latest is served below its number; the section root keeps the latest',
  {tag: ONE_WIDTH},
  async ({page}) => {
    await visit(page, `/jet/${REVISED_PAGE}/`);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${LATEST}`);
    await expect(page.locator('article')).toContainText(`Release ${LATEST} added`);
    await visit(page, `/jet/${FILED_OLDER}/${REVISED_PAGE}/`);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${FILED_OLDER}`);
    // Its pages are the tagged revision's, not today's.
    await expect(page.locator('article')).toContainText(`Release ${FILED_OLDER} added`);
    await expect(page.locator('article')).not.toContainText(`Release ${LATEST} added`);
    await expect(page.locator('.theme-doc-version-banner')).toContainText(`(${LATEST})`);
  },
);

/** A date as the page shows it: `Mar 4, 2025`. */
const shown = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {month: 'short', day: 'numeric', year: 'numeric'});

// The page's footer and the built HTML do not change with the width: once.
test(
  'every page of a cut version shows when its text last changed, never the day of a cut',
  {tag: ONE_WIDTH},
  async ({page}) => {
    // As a reader sees it, at the end of the page.
    await visit(page, `/jet/${FILED_OLDER}/${REVISED_PAGE}/`);
    await expect(page.locator('.theme-last-updated')).toHaveText(
      `Last updated on ${shown(DATES.revisedFor15)}`,
    );

    // Every page of every cut version, as built.
    const build = await versionedBuild();
    const cutDays = [DATES.cut1, DATES.cut2, DATES.cut15];
    for (const version of RELEASES) {
      const docs = path.join(path.dirname(build), `${PRODUCT}_versioned_docs`, `version-${version}`);
      const pages = fs
        .readdirSync(docs, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, ''));
      expect(pages.length).toBeGreaterThan(40);
      for (const doc of pages) {
        const root = version === LATEST ? '/jet/' : `/jet/${version}/`;
        const html = fs.readFileSync(path.join(build, `${root}${doc}`, 'index.html'), 'utf8');
        const day = cheerio.load(html)('.theme-last-updated time').attr('datetime')?.slice(0, 10);
        const expected =
          doc === REVISED_PAGE && version !== OLDER
            ? version === FILED_OLDER
              ? DATES.revisedFor15
              : DATES.revisedFor20
            : doc === OLDER_ONLY_PAGE && version === OLDER
              ? DATES.fixed
              : DATES.sources;
        expect(day, `${root}${doc}/`).toBe(expected);
        expect(cutDays).not.toContain(day);
      }
    }
  },
);
