/**
 * No serious axe violation at each width (light and dark, the open drawer),
 * and focus rings that keep 3:1.
 */
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

test('deep Flight Deck page: no serious or critical axe violations', async ({page}) => {
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  // Code block buttons render after hydration; check them too.
  await expect(page.getByRole('button', {name: 'Copy'}).first()).toBeAttached();
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
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
});

/** Contrast ratio of the focused element's outline against the first opaque background behind it. */
async function focusRingContrast(page: Page): Promise<{name: string; ratio: number}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]): number => {
      const lin = (v: number): number => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let node: HTMLElement | null = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    for (; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      if (c !== 'transparent' && (rgb(c)[3] ?? 1) > 0.5) {
        background = c;
        break;
      }
    }
    const style = getComputedStyle(el);
    const ring =
      style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2 ? background : style.outlineColor;
    const [a, b] = [luminance(rgb(ring)), luminance(rgb(background))].sort((x, y) => y - x);
    return {
      name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30),
      ratio: (a + 0.05) / (b + 0.05),
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`focus rings keep 3:1 against their background in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto(DEEP_FLIGHT_DECK_PAGE);
    await waitForHydration(page);
    // Keyboard focus (Tab) shows the ring; then each control in turn: header, content, footer.
    await page.keyboard.press('Tab');
    const targets = [
      page.getByRole('link', {name: /^Signiant Help home/}).first(),
      page.locator('.markdown a').first(),
      page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link').first(),
      page.locator('.footer a').first(),
    ];
    for (const target of targets) {
      await target.focus();
      const {name, ratio} = await focusRingContrast(page);
      expect(ratio, `focus ring of "${name}"`).toBeGreaterThanOrEqual(3);
    }
  });
}
