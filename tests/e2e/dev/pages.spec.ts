/**
 * The preview (`npm start`) shows every kind of page as production does:
 * opened directly (a bookmark, a reload, an address pasted in) and reached by
 * a client-side link, at 1280 and 375 px, without "This page crashed" or a
 * console error (the `pageErrors` fixture fails the test on any). A sample of
 * pages, one or two of each kind: `npm run sweep:dev` opens every route of
 * tests/fixtures/routes.tsv the same way.
 */
import type {Locator, Page} from '@playwright/test';
import {openSearch} from '../searchBox';
import {WIDTHS, expect, test} from './devSite';

interface PageKind {
  readonly kind: string;
  readonly path: string;
  readonly h1: string;
  /** What the page must show besides its heading. */
  readonly shows: (page: Page) => Locator;
}

/** A page of each kind, every one linked from the Jet section root (`/jet/`). */
const LINKED_FROM_JET: readonly PageKind[] = [
  {
    kind: 'code',
    path: '/jet/general/iperf/',
    h1: 'Testing Network Throughput with iPerf',
    shows: (page) => page.locator('article pre code').first(),
  },
  {
    kind: 'diagram',
    path: '/jet/general/jet-media-shuttle-workflow/',
    h1: 'Jet and Media Shuttle Workflows',
    shows: (page) => page.locator('article .help-diagram svg').first(),
  },
  {
    kind: 'OS tabs',
    path: '/jet/deployment/jet-shared-storage/',
    h1: 'Using Shared Storage with Jet',
    shows: (page) => page.locator('article [role="tablist"]').first(),
  },
  {
    kind: 'table',
    path: '/jet/general/special-characters/',
    h1: 'Special Characters in File and Folder Names',
    shows: (page) => page.locator('article table').first(),
  },
];

const OPENED_DIRECTLY: readonly PageKind[] = [
  ...LINKED_FROM_JET,
  // The page the preview crashed on when it was opened directly (code in synced OS tabs).
  {
    kind: 'code in tabs',
    path: '/jet/jobs/installer-logs/',
    h1: 'Installer Logs',
    shows: (page) => page.locator('article pre code').first(),
  },
  {kind: 'section root', path: '/jet/', h1: 'Jet', shows: (page) => page.locator('article p').first()},
  {
    kind: 'Home',
    path: '/',
    h1: 'Home',
    shows: (page) => page.getByRole('main').getByRole('link', {name: 'Jet', exact: true}),
  },
  {
    kind: '404',
    path: '/jet/no-such-page/',
    h1: 'Page Not Found',
    shows: (page) => page.getByRole('main').getByRole('link', {name: 'Jet documentation'}),
  },
  {
    kind: 'search results',
    path: '/jet/search/?product=jet&query=routes',
    h1: 'Search Jet help',
    shows: (page) => page.locator('main'),
  },
];

async function expectPage(page: Page, {h1, shows}: PageKind): Promise<void> {
  // The first visit of a page compiles it (lazily): allow for that.
  await expect(page.locator('h1').first()).toHaveText(h1, {timeout: 120_000});
  await expect(shows(page)).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

/** Marks the document, so that a check after a navigation can tell it was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {helpNotReloaded: true}));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'helpNotReloaded' in window)).toBe(true);
}

for (const width of WIDTHS) {
  test.describe(`the preview at ${width.name}`, () => {
    // A page's first visit compiles it: a minute or two on a busy machine, then seconds.
    test.use({...width.use, actionTimeout: 120_000});
    test.describe.configure({timeout: 10 * 60_000});

    test('opens a page of every kind directly', async ({page}) => {
      for (const kind of OPENED_DIRECTLY) {
        await test.step(`${kind.kind}: ${kind.path}`, async () => {
          await page.goto(kind.path);
          await expectPage(page, kind);
        });
      }
    });

    test('reaches a page of every kind by a client-side link', async ({page}) => {
      await page.goto('/jet/no-such-page/');
      await markDocument(page);
      await test.step('a section root, from the 404 page', async () => {
        await page.getByRole('main').getByRole('link', {name: 'Jet documentation'}).click();
        await expectPage(
          page,
          OPENED_DIRECTLY.find((k) => k.kind === 'section root')!,
        );
      });
      for (const kind of LINKED_FROM_JET) {
        await test.step(`${kind.kind}, from the section root`, async () => {
          await page.locator(`article a[href="${kind.path}"]`).first().click();
          await expectPage(page, kind);
          await page.goBack();
          await expect(page.locator('h1').first()).toHaveText('Jet');
        });
      }
      await test.step('Home, from the header', async () => {
        await page.getByRole('link', {name: 'Signiant Help home'}).click();
        await expectPage(
          page,
          OPENED_DIRECTLY.find((k) => k.kind === 'Home')!,
        );
      });
      await test.step('search results, from the search box', async () => {
        await page.getByRole('main').getByRole('link', {name: 'Jet', exact: true}).click();
        await expect(page.locator('h1').first()).toHaveText('Jet');
        const box = await openSearch(page);
        await box.fill('routes');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/jet\/search\/\?.*query=routes/);
        await expectPage(
          page,
          OPENED_DIRECTLY.find((k) => k.kind === 'search results')!,
        );
      });
      await expectSameDocument(page);
    });
  });
}
