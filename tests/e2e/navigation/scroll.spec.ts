import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from '../fixtures';
import {DEEP_FLIGHT_DECK_PAGE} from './layout';

const HASH = 'every-run-resends-all-the-files';

/** The heading is on screen, and not hidden under the fixed header. */
async function expectBelowHeader(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const header = await page.locator('.navbar').boundingBox();
  const box = await target.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The scroll position once a wheel scroll has come to rest (two frames apart, unchanged). */
async function settledScrollY(page: Page): Promise<number> {
  let previous = -1;
  for (;;) {
    const current = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
    if (current === previous) return current;
    previous = current;
  }
}

test('a hash link scrolls to its heading on first load', async ({page}) => {
  await page.goto(`${DEEP_FLIGHT_DECK_PAGE}#${HASH}`);
  await waitForHydration(page);
  await expectBelowHeader(page, page.locator(`#${HASH}`));
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('a hash link scrolls to its heading after navigating from another page', async ({page}) => {
  await page.goto('/flight-deck/reference/flight-cli/overview/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Every run resends all the files'}).click();
  await expect(page).toHaveURL(new RegExp(`#${HASH}$`));
  await expectBelowHeader(page, page.locator(`#${HASH}`));
});

test('a heading anchor link scrolls within the page', async ({page}) => {
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  const heading = page.locator('#still-stuck');
  await heading.hover();
  await heading.getByRole('link', {name: /Direct link to/}).click();
  await expect(page).toHaveURL(/#still-stuck$/);
  await expectBelowHeader(page, heading);
});

test('scroll position is restored after back and forward; a new page starts at the top', async ({page}) => {
  await page.goto(DEEP_FLIGHT_DECK_PAGE);
  await waitForHydration(page);
  const link = page.locator('.markdown').getByRole('link', {name: 'Flight CLI Credentials'});
  await link.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await page.waitForFunction(() => window.scrollY > 300);
  const readPosition = await settledScrollY(page);

  await link.click();
  await expect(page).toHaveURL(/\/flight-cli\/credentials\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.scrollY > 200);
  const credentialsPosition = await settledScrollY(page);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${DEEP_FLIGHT_DECK_PAGE}$`));
  await expect.poll(() => scrollY(page)).toBe(readPosition);

  await page.goForward();
  await expect(page).toHaveURL(/\/flight-cli\/credentials\/$/);
  await expect.poll(() => scrollY(page)).toBe(credentialsPosition);
});
