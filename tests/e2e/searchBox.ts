import {expect, type Locator, type Page} from '@playwright/test';

/** Opens the header search box (behind its button on small screens) and returns it. */
export async function openSearch(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', {name: 'Open search'});
  if (await toggle.isVisible()) await toggle.click();
  // The Section dropdown of small screens is a combobox too.
  const box = page.getByRole('combobox', {name: /^SEARCH /});
  await expect(box).toBeVisible();
  return box;
}
