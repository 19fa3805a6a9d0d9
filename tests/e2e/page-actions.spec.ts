/** "Copy page" and its menu near the title of every doc page, at 1280 and 375 px. */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {ONE_WIDTH, expect, test, waitForHydration, watchLabel} from './fixtures';

const PAGE = '/jet/jobs/partner-jobs/';
const TWIN = fs.readFileSync(path.join(__dirname, '..', '..', 'build', PAGE, 'index.md'), 'utf8');

async function visit(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page);
}

test('"Copy page" sits by the title and copies the page as Markdown: "Copied!" for 1500 ms', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page);
  // Found by its place, since its name changes with its text.
  const button = page.getByRole('group', {name: 'Page actions'}).getByRole('button').first();
  await expect(button).toHaveAccessibleName('Copy page');
  const titleBox = await page.locator('h1').boundingBox();
  const buttonBox = await button.boundingBox();
  expect(titleBox, 'the title is drawn').not.toBeNull();
  expect(buttonBox, 'the button is drawn').not.toBeNull();
  const [title, box] = [titleBox!, buttonBox!];
  // Beside the title on large screens, just above it on small ones; never over it.
  expect(box.y + box.height).toBeLessThanOrEqual(title.y + title.height);
  expect(title.y - (box.y + box.height)).toBeLessThan(40);
  const overlaps =
    box.x < title.x + title.width &&
    title.x < box.x + box.width &&
    box.y < title.y + title.height &&
    title.y < box.y + box.height;
  if (overlaps) {
    // Side by side: the title's text wraps beside the floated button, never under it.
    const text = await page.locator('h1').evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return Array.from(range.getClientRects()).map((r) => ({x: r.x, right: r.right}));
    });
    for (const line of text) expect(line.right <= box.x || line.x >= box.x + box.width).toBe(true);
  }

  const labelShownFor = await watchLabel(button);
  await button.click();
  await expect(button).toHaveText('Copied!');
  await expect(page.getByRole('status').filter({hasText: 'copied to the clipboard'})).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TWIN);
  await expect(button).toHaveText('Copy page', {timeout: 3000});
  expect(await labelShownFor()).toBeGreaterThanOrEqual(1300);
});

// The message does not change with the width.
test(
  'a refused clipboard gets a clear message pointing to "View as Markdown"',
  {tag: ONE_WIDTH},
  async ({page, pageErrors}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}});
    });
    await visit(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    const message = page.getByText('Your browser did not allow copying to the clipboard');
    await expect(message).toBeVisible();
    await expect(message).toContainText('"View as Markdown"');
    expect(pageErrors.messages).toEqual([]);
  },
);

test('the menu beside it offers "View as Markdown", by keyboard too, and Escape closes it', async ({
  page,
  pageErrors,
}) => {
  await visit(page);
  await page.getByRole('button', {name: 'Copy page'}).focus();
  await page.keyboard.press('Tab');
  const toggle = page.locator('summary', {hasText: 'More ways to use this page'});
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const view = page.getByRole('link', {name: 'View as Markdown'});
  await expect(view).toBeVisible();
  await expect(view).toHaveAttribute('href', `${PAGE}index.md`);
  const violations = (await new AxeBuilder({page}).include('article').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(toggle).toBeFocused();

  // A click elsewhere closes it too.
  await toggle.click();
  await expect(view).toBeVisible();
  await page.locator('article p').last().click();
  await expect(view).toBeHidden();

  await toggle.click();
  // Browsers ask for /favicon.ico when they show a text file; the site has an SVG icon only.
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  pageErrors.allow(/status of 404/);
  const [response] = await Promise.all([page.waitForResponse(`**${PAGE}index.md`), view.click()]);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await expect(page).toHaveURL(new RegExp(`${PAGE}index\\.md$`));
  expect(await page.locator('body').innerText()).toContain(
    TWIN.split('\n').find((line) => line.startsWith('# ')),
  );
  expect(notFound.filter((file) => file !== '/favicon.ico')).toEqual([]);
});
