import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {PRODUCTS, sectionRoot} from '../../src/products';
import {ONE_WIDTH, expect, test, waitForHydration} from './fixtures';

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

/** The colour of the page's body text as [r, g, b]. */
async function textColourOf(page: Page): Promise<number[]> {
  const colour = await page
    .locator('main p')
    .first()
    .evaluate((p) => getComputedStyle(p).color);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

for (const path of ['/500.html', '/offline.html']) {
  test(`${path} shows only what works without scripts, and links only where it can lead`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    // No menu button, Section dropdown, search box or colour-mode button: each needs the app's scripts.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.locator('form')).toHaveCount(0);
    // At most the offline page's own inline script, which lists stored pages.
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(path === '/offline.html' ? 1 : 0);
    const next = page.getByRole('navigation', {name: 'Where to go next'});
    if (path === '/offline.html') {
      // Offline, a link to a page not saved would lead back here: only the stored pages, listed by its script.
      // Opened at its own address, no page is missing, so there is nothing to try again either.
      await expect(next).toHaveCount(0);
      await expect(page.locator('h1')).toHaveText('Reading offline');
      await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    } else {
      await expect(next.getByRole('link', {name: 'Help home'})).toBeVisible();
      for (const product of PRODUCTS) {
        await expect(next.getByRole('link', {name: `${product.name} documentation`})).toHaveAttribute(
          'href',
          sectionRoot(product.id),
        );
      }
      await expect(next.getByRole('link', {name: /^Support/})).toBeVisible();
    }
    await page.getByRole('link', {name: 'Signiant Help home'}).first().click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  // Colours do not change with the width.
  test(
    `${path} follows the system's dark mode without scripts, readable in both`,
    {tag: ONE_WIDTH},
    async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(path);
      expect(Math.max(...(await textColourOf(page)))).toBeLessThan(80);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect.poll(async () => Math.min(...(await textColourOf(page)))).toBeGreaterThan(200);
      const results = await new AxeBuilder({page}).withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    },
  );
}

// Console errors and links, whatever the width: these two run once.
test('non-doc pages work without a default docs instance', {tag: ONE_WIDTH}, async ({page, pageErrors}) => {
  for (const path of ['/', '/404.html', '/500/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(pageErrors.messages).toEqual([]);
});

test('home links each product to its section root', {tag: ONE_WIDTH}, async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Help');
  for (const product of PRODUCTS) {
    await page.goto('/');
    await page.getByRole('heading', {name: product.name}).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${product.id}/$`));
    await expect(page.locator('h1')).toHaveText(product.name);
  }
});
