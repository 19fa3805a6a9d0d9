/**
 * Search before scripts run and without them: every search box is a plain
 * `GET` form to the results page, and the results page, which searches in the
 * browser, says so and where to browse instead. Both widths: at 375 px the
 * header box sits behind a button that needs scripts, so until then the
 * button is a link to the results page and its own form.
 */
import type {Page} from '@playwright/test';
import {getProduct, type ProductId} from '../../src/products';
import {expect, test, waitForHydration} from './fixtures';

const NEEDS_SCRIPTS = 'Search results need JavaScript, which is turned off in this browser.';
const QUERY = 'partner routes';

const isSmall = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 600;

/**
 * Types the query into the header box and presses Enter; on a small screen,
 * follows the search button to the results page and uses its box.
 */
async function searchFromHeader(page: Page, product: ProductId | undefined): Promise<void> {
  const header = page.getByRole('navigation', {name: 'Main'});
  if (isSmall(page)) {
    await expect(header.getByRole('combobox', {name: /^SEARCH /})).toBeHidden();
    await header.getByRole('link', {name: 'Open search'}).click();
    await expect(page).toHaveURL(
      product ? new RegExp(`/${product}/search/\\?product=${product}$`) : /:\d+\/search\/$/,
    );
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(QUERY);
    await box.press('Enter');
  } else {
    const box = header.getByRole('combobox', {name: /^SEARCH /});
    await box.fill(QUERY);
    await box.press('Enter');
  }
}

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('on a missing page, the header search opens the results for every product with the query', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404/);
    const response = await page.goto('/does-not-exist/');
    expect(response?.status()).toBe(404);
    await searchFromHeader(page, undefined);
    await expect(page).toHaveURL(/:\d+\/search\/\?query=partner\+routes$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search all help');
  });

  for (const [product, path] of [
    ['jet', '/jet/'],
    ['flight-deck', '/flight-deck/certificates/wildcard-certificates/'],
  ] as const) {
    test(`on ${path}, the header search opens the ${product} results with the query and product`, async ({
      page,
    }) => {
      await page.goto(path);
      await searchFromHeader(page, product);
      await expect(page).toHaveURL(
        new RegExp(`/${product}/search/\\?product=${product}&query=partner\\+routes$`),
      );
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        `Search ${getProduct(product).name} help`,
      );
    });
  }

  test("the results page says results need JavaScript, keeps the words searched for and links the product's pages", async ({
    page,
  }) => {
    await page.goto('/jet/search/?product=jet&query=partner+routes');
    const note = page.getByRole('note');
    await expect(note).toContainText(NEEDS_SCRIPTS);
    // The server writes the words in (deploy/nginx.conf), decoded.
    await expect(note.getByText('You searched for')).toHaveText('You searched for partner routes');
    await expect(note.locator('q')).toHaveText('partner routes');
    await expect(note.getByRole('link')).toHaveText(['Jet help', 'Every Jet page, by menu group']);
    await note.getByRole('link', {name: 'Every Jet page, by menu group'}).click();
    await expect(page).toHaveURL(/\/jet\/all-pages\/$/);
    await expect(page).toHaveTitle('All Jet pages | Help');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('All Jet pages');
    await expect(main.getByRole('heading', {level: 2})).toHaveText([
      'General',
      'Deployment',
      'Administration',
      'Jobs',
    ]);
    // A server-rendered page of the site: its pages as links, subgroups nested, other products a link away.
    await expect(main.getByRole('link', {name: 'Partner Jobs', exact: true})).toHaveAttribute(
      'href',
      '/jet/jobs/partner-jobs/',
    );
    await expect(
      main
        .getByRole('listitem')
        .filter({hasText: /^Routes/})
        .getByRole('link'),
    ).toContainText(['Partner Routes']);
    await main
      .getByRole('navigation', {name: 'Other products'})
      .getByRole('link', {name: 'Flight Deck'})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('All Flight Deck pages');
    await page.getByRole('main').getByRole('link', {name: 'Configuring Trusts'}).first().click();
    await expect(page).toHaveURL(/\/flight-deck\/certificates\/configuring-trusts\/$/);
  });

  test('the words searched for are shown as text, whatever they hold', async ({page}) => {
    const words = '<b>bold</b> "été" & more';
    await page.goto(`/search/?query=${encodeURIComponent(words)}`);
    await expect(page.getByRole('note').locator('q')).toHaveText(words);
    await expect(page.getByRole('note').locator('b')).toHaveCount(0);
    // No query: no sentence about it.
    await page.goto('/jet/search/?product=jet');
    await expect(page.getByRole('note')).toContainText(NEEDS_SCRIPTS);
    await expect(page.getByRole('note').getByText('You searched for')).toBeHidden();
  });

  test("the results page of every product links each product's pages", async ({page}) => {
    await page.goto('/search/?query=partner+routes');
    const note = page.getByRole('note');
    await expect(note).toContainText(NEEDS_SCRIPTS);
    await expect(note.getByRole('link')).toHaveText([
      'Media Shuttle help',
      'Jet help',
      'Flight Deck help',
      'Media Engine help',
      'Every page, by product',
    ]);
    await note.getByRole('link', {name: 'Every page, by product'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('All help pages');
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([
      'Media Shuttle',
      'Jet',
      'Flight Deck',
      'Media Engine',
    ]);
  });

  test("the menu button leads to the product's pages, and each product's too", async ({page}) => {
    await page.goto('/jet/jobs/partner-jobs/');
    const menu = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Toggle navigation bar'});
    if (!isSmall(page)) {
      // Above 996 px the side menu is on the page itself; the button is not shown.
      await expect(menu).toBeHidden();
      return;
    }
    await menu.click();
    await expect(page).toHaveURL(/\/jet\/all-pages\/$/);
    await expect(page.getByRole('main').getByRole('link', {name: 'Installer Logs'})).toBeVisible();
    await page.goto('/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Toggle navigation bar'})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('All help pages');
  });

  test("the results page's own box searches again, keeping the product", async ({page}) => {
    await page.goto('/media-shuttle/search/?product=media-shuttle&query=okta');
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(QUERY);
    await page.getByRole('main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/media-shuttle\/search\/\?product=media-shuttle&query=partner\+routes$/);
  });
});

test.describe('with scripts', () => {
  test('the results page never shows the note, and shows results', async ({page}) => {
    await page.goto('/jet/search/?product=jet&query=partner+routes');
    // Not even before the page hydrates: the note is inside <noscript>.
    await expect(page.getByText(NEEDS_SCRIPTS)).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.getByText(/^\d+ results? for "partner routes"$/)).toBeVisible();
    await expect(page.getByText(NEEDS_SCRIPTS)).toHaveCount(0);
    await expect(page.getByRole('main').locator('noscript')).toHaveCount(0);
  });

  test('once hydrated, the small-screen search link is the button that opens the box', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await page.goto('/jet/');
    await waitForHydration(page);
    const header = page.getByRole('navigation', {name: 'Main'});
    await expect(header.getByRole('link', {name: 'Open search'})).toHaveCount(0);
    await header.getByRole('button', {name: 'Open search'}).click();
    const box = header.getByRole('combobox', {name: 'SEARCH JET HELP'});
    await expect(box).toBeFocused();
    await box.fill(QUERY);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/jet\/search\/\?product=jet&query=partner\+routes$/);
    await expect(page.getByText(/^\d+ results? for "partner routes"$/)).toBeVisible();
  });
});
