import type {Locator} from '@playwright/test';
import {ONE_WIDTH, expect, test, waitForHydration, watchLabel} from '../fixtures';
import {DEEP_FLIGHT_DECK_PAGE} from './layout';

test('the Copy button copies the code, reads "Copied!" for 1500 ms, then "Copy"', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  const button = block.locator('button', {hasText: /^Cop/});
  // It shows "Copy" and its name says what it copies: the block's language, or its title.
  const language = /language-(\w+)/.exec((await block.getAttribute('class')) ?? '')?.[1];
  await expect(button).toHaveAccessibleName(
    language && language !== 'text' ? `Copy ${language} code` : 'Copy code',
  );
  // The word shown: the button's first text, before the words only its name carries.
  const shown = (): Promise<string | undefined> =>
    button.evaluate((el) => el.firstChild?.textContent ?? undefined);
  expect(await shown()).toBe('Copy');
  await expect(button).toBeVisible();

  const labelShownFor = await watchLabel(button);
  await button.click();
  await expect(button).toHaveText('Copied!');
  await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
  const code = (await block.locator('code').innerText()).trim();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);

  await expect.poll(shown, {timeout: 3000}).toBe('Copy');
  expect(await labelShownFor()).toBeGreaterThanOrEqual(1300);
  await expect(block.getByRole('status')).toHaveText('');
});

/** Names of code lines whose text the Copy button covers in the block, at the block's current scroll position. */
async function linesUnderButton(block: Locator): Promise<string[]> {
  return block.evaluate((el) => {
    const button = el.querySelector('button')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const line of Array.from(el.querySelectorAll('.token-line'))) {
      const range = document.createRange();
      range.selectNodeContents(line);
      for (const r of Array.from(range.getClientRects())) {
        const overlap =
          Math.min(r.right, button.right) - Math.max(r.left, button.left) > 0 &&
          Math.min(r.bottom, button.bottom) - Math.max(r.top, button.top) > 0;
        if (overlap && r.width > 0) covered.push(line.textContent ?? '');
      }
    }
    return covered;
  });
}

// Sets each width it checks itself: at one project's width only.
test(
  'the Copy button never covers code, however far a long line is scrolled',
  {tag: ONE_WIDTH},
  async ({page}) => {
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({width, height: 800});
      await page.goto('/jet/jobs/installer-logs/');
      await waitForHydration(page);
      // Blocks in closed tabs or folds are not on screen.
      const blocks = page.locator('.theme-code-block').filter({visible: true});
      expect(await blocks.count()).toBeGreaterThan(0);
      for (const block of await blocks.all()) {
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('button', {name: 'Copy'})).toBeVisible();
        expect(await linesUnderButton(block), `at ${width} px`).toEqual([]);
        await block.locator('pre').evaluate((pre) => (pre.scrollLeft = pre.scrollWidth));
        expect(await linesUnderButton(block), `scrolled to the end at ${width} px`).toEqual([]);
      }
    }
  },
);
