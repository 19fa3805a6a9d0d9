/** The two ways a reader reaches a doc page, which every reader behaviour of tests/e2e/article-hydration.spec.ts is checked on. */
import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';

export const LOADS = ['first load', 'client-side navigation'] as const;
export type Load = (typeof LOADS)[number];

/**
 * Opens `to`: loaded from the server, or reached from `from` by a click on the
 * article's link to it, in the same document (no page load).
 */
export async function open(page: Page, load: Load, {to, from}: {to: string; from: string}): Promise<void> {
  if (load === 'first load') {
    await page.goto(to);
    await waitForHydration(page);
    return;
  }
  await page.goto(from);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  // The address (and the canonical link) change before the next page's code has loaded and rendered:
  // the page left is marked, and the next one is there once its article, a new element, replaced it.
  await page.locator('article').evaluate((article) => article.setAttribute('data-left', ''));
  await page.locator(`article .theme-doc-markdown a[href="${to}"]`).filter({visible: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.?#]/g, '\\$&')}$`));
  await expect(page.locator('article[data-left]')).toHaveCount(0);
  await expect(page.locator('article .theme-doc-markdown')).toBeAttached();
  expect(await page.evaluate(() => 'sameDocument' in window), 'reached without a page load').toBe(true);
}
