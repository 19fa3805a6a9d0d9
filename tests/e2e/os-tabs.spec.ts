import {expect, test, waitForHydration} from './fixtures';

// Tabs no longer mount again after hydration (src/theme/Tabs): the reader's stored choice must still win, and the panel keeps the server's highlighted code.
const PAGE = '/jet/jobs/installer-logs/';

test('the operating system chosen is selected again after a reload and on the next page, with its code highlighted', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', {name: 'Linux'}).click();

  await page.reload();
  await waitForHydration(page);
  const linux = page.getByRole('tablist').first().getByRole('tab', {name: 'Linux'});
  await expect(linux).toHaveAttribute('aria-selected', 'true');
  await expect(linux).toHaveClass(/tabs__item--active/);
  const panels = page.locator('.tabs-container').first().locator('[role=tabpanel]');
  await expect(panels.nth(0)).toBeHidden();
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(1).locator('pre .token').first()).toBeAttached();

  // Every tab group with the same groupId follows the choice, on this page and on others.
  const groups = await page.getByRole('tablist').count();
  for (let index = 0; index < groups; index++) {
    await expect(page.getByRole('tablist').nth(index).getByRole('tab', {name: 'Linux'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
});

test('arrow keys move between tabs and Enter selects one', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first();
  const windows = tabs.getByRole('tab', {name: 'Windows'});
  const linux = tabs.getByRole('tab', {name: 'Linux'});
  await windows.focus();
  await page.keyboard.press('ArrowRight');
  await expect(linux).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(linux).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(windows).toBeFocused();
});
