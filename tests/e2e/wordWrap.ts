import type {Locator} from '@playwright/test';
import {expect} from './fixtures';

/** A code block whose line runs wider than its box: its word-wrap button folds the code so that nothing scrolls. */
export async function expectWordWrapFolds(block: Locator): Promise<void> {
  const code = block.locator('pre code');
  const scrolls = () =>
    code.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth);
  expect(await scrolls()).toBe(true);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await scrolls()).toBe(false);
}
