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

  test("the results page says results need JavaScript and links the product's pages", async ({page}) => {
    await page.goto('/jet/search/?product=jet&query=partner+routes');
    const note = page.getByRole('note');
    await expect(note).toContainText(NEEDS_SCRIPTS);
    await expect(note.getByRole('link')).toHaveText(['Jet help', 'Every Jet page, as a plain list']);
    const list = await page.request.get(
      (await note.getByRole('link', {name: 'Every Jet page, as a plain list'}).getAttribute('href')) ?? '',
    );
    expect(list.status()).toBe(200);
    expect(await list.text()).toContain('[Jet Overview](');
    await note.getByRole('link', {name: 'Jet help'}).click();
    await expect(page).toHaveURL(/\/jet\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Jet');
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
    ]);
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
