import {expect, test, waitForHydration} from '../fixtures';
import {DEEP_FLIGHT_DECK_PAGE} from './layout';

test('the Copy button copies the code, reads "Copied!" for 1500 ms, then "Copy"', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  const button = block.locator('button', {hasText: /^Cop/});
  await expect(button).toHaveAccessibleName('Copy');
  await expect(button).toBeVisible();

  await button.click();
  const clickedAt = Date.now();
  await expect(button).toHaveText('Copied!');
  await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
  const code = (await block.locator('code').innerText()).trim();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);

  await expect(button).toHaveText('Copy', {timeout: 3000});
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1300);
  await expect(block.getByRole('status')).toHaveText('');
});
