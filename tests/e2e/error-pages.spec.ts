import {PRODUCTS} from '../../src/products';
import {expect, test, waitForHydration} from './fixtures';

test('an unknown address answers 404 with a way back to every product', async ({page, pageErrors}) => {
  // The browser logs the document's own 404 answer; nothing else may fail.
  pageErrors.allow(/status of 404/);
  const response = await page.goto('/jet/no-such-page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Help');
  for (const product of PRODUCTS) {
    await expect(page.getByRole('link', {name: `${product.name} documentation`})).toBeVisible();
  }
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('the static 500 page renders without running any script', async ({page}) => {
  const response = await page.goto('/500.html');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Something went wrong on our side');
  await expect(page.getByRole('link', {name: 'Support'}).first()).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
});

test('non-doc pages work without a default docs instance', async ({page, pageErrors}) => {
  for (const path of ['/', '/404.html', '/500/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(pageErrors.messages).toEqual([]);
});

test('home links each product to its section root', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Help');
  for (const product of PRODUCTS) {
    await page.goto('/');
    await page.getByRole('heading', {name: product.name}).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${product.id}/$`));
    await expect(page.locator('h1')).toHaveText(product.name);
  }
});
