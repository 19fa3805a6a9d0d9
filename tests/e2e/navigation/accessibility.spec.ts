import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from '../fixtures';
import {DEEP_FLIGHT_DECK_PAGE} from './layout';

async function seriousViolations(page: Page): Promise<{id: string; impact: string; targets: string[]}[]> {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' '))}));
}

test('deep Flight Deck page: screenshot for review, no serious or critical axe violations', async ({page}, testInfo) => {
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  // Code block buttons render after hydration; check them too.
  await expect(page.getByRole('button', {name: 'Copy'}).first()).toBeAttached();
  await page.screenshot({path: `tests/screenshots/flight-deck-deep-${testInfo.project.name}.png`});
  expect(await seriousViolations(page)).toEqual([]);
});

test('deep Flight Deck page in dark mode: no serious or critical axe violations', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});

test('Home and the open drawer: no serious or critical axe violations', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (await menuButton.isVisible()) {
    await page.goto(DEEP_FLIGHT_DECK_PAGE);
    await waitForHydration(page);
    await menuButton.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Contrast is only meaningful once the drawer has finished sliding and fading in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await seriousViolations(page)).toEqual([]);
  }
});
