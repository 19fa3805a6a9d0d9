import type {Locator, Page} from '@playwright/test';
import {PRODUCTS, sectionRoot} from '../../../src/products';
import {expect, test, waitForHydration} from '../fixtures';
import {TABS_MIN_WIDTH, mainNav, tabsShown} from './layout';

function tab(page: Page, name: string): Locator {
  return mainNav(page).getByRole('link', {name, exact: true});
}

/** Opens `path` and returns the Section dropdown. */
async function sectionDropdownOn(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole('combobox', {name: 'Section'});
}

const TABS_ONLY = `The product tabs show from ${TABS_MIN_WIDTH} px; below, the Section dropdown replaces them, with tests of its own`;
const DROPDOWN_ONLY = `The Section dropdown shows below ${TABS_MIN_WIDTH} px; from there the product tabs replace it, with tests of their own`;

test('product tabs: the active tab follows the URL and a click goes to the section root', async ({page}) => {
  test.skip(!tabsShown(page), TABS_ONLY);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('combobox', {name: 'Section'})).toBeHidden();
  await expect(mainNav(page).locator('[aria-current="true"]')).toHaveCount(0);
  for (const product of PRODUCTS) {
    await tab(page, product.name).click();
    await expect(page).toHaveURL(new RegExp(`${sectionRoot(product.id)}$`));
    await expect(tab(page, product.name)).toHaveAttribute('aria-current', 'true');
    await expect(mainNav(page).locator('[aria-current="true"]')).toHaveCount(1);
  }
});

test("product tabs: a deep page shows the tabs with its product's, and no Section dropdown", async ({
  page,
}) => {
  test.skip(!tabsShown(page), TABS_ONLY);
  const section = await sectionDropdownOn(page, '/flight-deck/gateway/general/overview/');
  await expect(section).toBeHidden();
  await expect(tab(page, 'Flight Deck')).toBeVisible();
});

test("below the tabs' width the Section dropdown replaces them", async ({page}) => {
  test.skip(tabsShown(page), DROPDOWN_ONLY);
  await page.goto('/');
  await waitForHydration(page);
  for (const product of PRODUCTS) await expect(tab(page, product.name)).toBeHidden();
  await expect(page.getByRole('combobox', {name: 'Section'})).toBeVisible();
});

test('the current section holds on deep pages and is none on 404 and 500', async ({page, pageErrors}) => {
  // The browser logs the not-found page's 404 status.
  pageErrors.allow(/status of 404/);
  const small = !tabsShown(page);
  const section = page.getByRole('combobox', {name: 'Section'});
  await page.goto('/media-engine/interacting-with-assets/clipping/');
  await waitForHydration(page);
  if (small) await expect(section).toHaveValue('/media-engine/');
  else await expect(tab(page, 'Media Engine')).toHaveAttribute('aria-current', 'true');
  for (const path of ['/jet/no-such-page/', '/500/']) {
    await page.goto(path);
    await waitForHydration(page);
    if (small) await expect(section.locator('option:checked')).toHaveText('Choose a section');
    else await expect(mainNav(page).locator('[aria-current="true"]')).toHaveCount(0);
  }
});

test('Section dropdown: lists Home and the products, shows the current one, navigates on choice', async ({
  page,
}) => {
  test.skip(tabsShown(page), DROPDOWN_ONLY);
  const section = await sectionDropdownOn(page, '/flight-deck/gateway/general/overview/');
  await expect(section).toBeVisible();
  await expect(section.locator('option')).toHaveText(['Home', ...PRODUCTS.map((p) => p.name)]);
  await expect(section).toHaveValue('/flight-deck/');

  await section.selectOption({label: 'Jet'});
  await expect(page).toHaveURL(/\/jet\/$/);
  await expect(page.locator('h1')).toHaveText('Jet');
  await expect(section).toHaveValue('/jet/');

  await section.selectOption({label: 'Home'});
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(section).toHaveValue('/');
});

test('Section dropdown works from the keyboard: arrows choose, Enter goes', async ({page}) => {
  test.skip(tabsShown(page), DROPDOWN_ONLY);
  const section = await sectionDropdownOn(page, '/');
  await section.focus();
  await page.keyboard.press('ArrowDown');
  await expect(section).toHaveValue('/media-shuttle/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.keyboard.press('ArrowDown');
  await expect(section).toHaveValue('/jet/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jet\/$/);
  await expect(page.locator('h1')).toHaveText('Jet');
});
