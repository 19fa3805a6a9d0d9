import type {Locator, Page} from '@playwright/test';
import {PRODUCTS, sectionRoot} from '../../../src/products';
import {NARROW_LAYOUT, WIDE_LAYOUT, expect, test, waitForHydration} from '../fixtures';
import {mainNav, tabsShown} from './layout';

function tab(page: Page, name: string): Locator {
  return mainNav(page).getByRole('link', {name, exact: true});
}

/** Opens `path` and returns the Section dropdown. */
async function sectionDropdownOn(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole('combobox', {name: 'Section'});
}

// WIDE_LAYOUT: the product tabs show from TABS_MIN_WIDTH (layout.ts). NARROW_LAYOUT: below, the Section dropdown
// replaces them.

test(
  'product tabs: the active tab follows the URL and a click goes to the section root',
  {tag: WIDE_LAYOUT},
  async ({page}) => {
    expect(tabsShown(page)).toBe(true);
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
  },
);

test(
  "product tabs: a deep page shows the tabs with its product's, and no Section dropdown",
  {tag: WIDE_LAYOUT},
  async ({page}) => {
    expect(tabsShown(page)).toBe(true);
    const section = await sectionDropdownOn(page, '/flight-deck/gateway/general/overview/');
    await expect(section).toBeHidden();
    await expect(tab(page, 'Flight Deck')).toBeVisible();
  },
);

test("below the tabs' width the Section dropdown replaces them", {tag: NARROW_LAYOUT}, async ({page}) => {
  expect(tabsShown(page)).toBe(false);
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

test(
  'Section dropdown: lists Home and the products, shows the current one, navigates on choice',
  {tag: NARROW_LAYOUT},
  async ({page}) => {
    expect(tabsShown(page)).toBe(false);
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
  },
);

test(
  'Section dropdown works from the keyboard: arrows choose, Enter goes',
  {tag: NARROW_LAYOUT},
  async ({page}) => {
    expect(tabsShown(page)).toBe(false);
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
  },
);
