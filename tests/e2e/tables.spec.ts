/**
 * Tables wider than the screen say so, and keep their first column readable
 * (src/css/tables.css, CSS only): a shadow at each cut edge, drawn by the
 * table's backgrounds, and a first column that stays in place while the rest
 * scrolls under it, casting its own shadow once something has. Jet's ports
 * table is cut on a phone; at 1280 px it fits and shows no shadow.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

const PAGE = '/jet/general/system-requirements/';

const portsTable = (page: Page): Locator =>
  page.getByRole('table').filter({has: page.getByRole('columnheader', {name: 'Port or range'})});

const isSmall = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 600;

/** How far the table's content goes past its box, in px (0 when it fits). */
const overflow = (table: Locator): Promise<number> =>
  table.evaluate((element) => element.scrollWidth - element.clientWidth);

/** The layers of the table's background that draw the edge shadows and their covers. */
const edgeLayers = (table: Locator): Promise<{images: string; attachments: string}> =>
  table.evaluate((element) => {
    const style = getComputedStyle(element);
    return {images: style.backgroundImage, attachments: style.backgroundAttachment};
  });

/** Whether the first column casts a shadow: a box-shadow whose colour is not transparent. */
const firstColumnShadow = (table: Locator): Promise<boolean> =>
  table
    .locator('tbody tr td')
    .first()
    .evaluate((cell) => {
      const shadow = getComputedStyle(cell).boxShadow;
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(shadow)?.[1];
      return shadow !== 'none' && (alpha === undefined || Number(alpha) > 0);
    });

async function checkCue(page: Page, table: Locator): Promise<void> {
  // A shadow fixed at each edge under a cover that scrolls with the content.
  const layers = await edgeLayers(table);
  expect(layers.images.match(/radial-gradient/g)).toHaveLength(2);
  expect(layers.attachments).toBe('local, local, scroll, scroll');
  if (!isSmall(page)) {
    expect(await overflow(table)).toBe(0);
    expect(await firstColumnShadow(table)).toBe(false);
    return;
  }
  expect(await overflow(table)).toBeGreaterThan(20);
  await table.scrollIntoViewIfNeeded();
  const firstCell = table.locator('tbody tr td').first();
  const left = (await firstCell.boundingBox())?.x ?? 0;
  // Nothing has scrolled under the first column yet: it casts no shadow.
  expect(await firstColumnShadow(table)).toBe(false);
  await table.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
  // The last column is in view, and the first stays where it was, over the others, with its shadow.
  await expect(table.getByRole('cell', {name: /Amazon CloudFront/})).toBeInViewport({ratio: 1});
  // Within a pixel: collapsed borders sit on half pixels.
  expect(Math.abs(((await firstCell.boundingBox())?.x ?? Infinity) - left)).toBeLessThanOrEqual(1);
  await expect.poll(() => firstColumnShadow(table)).toBe(true);
  // Its background is the page's, so the columns scrolled under it are hidden.
  const [cellBackground, pageBackground] = await Promise.all([
    firstCell.evaluate((cell) => getComputedStyle(cell).backgroundColor),
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--help-page-background'),
    ),
  ]);
  expect(cellBackground).not.toBe('rgba(0, 0, 0, 0)');
  expect(pageBackground.trim()).not.toBe('');
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a table wider than the screen shows it goes on, and keeps its first column (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await checkCue(page, portsTable(page));
  });
}

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('the same cues, drawn by CSS alone', async ({page}) => {
    await page.goto(PAGE);
    await checkCue(page, portsTable(page));
  });
});

test('in print, a table is plain: no shadows, no column held in place, every column on the sheet', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.emulateMedia({media: 'print'});
  const table = portsTable(page);
  expect((await edgeLayers(table)).images).toBe('none');
  expect(
    await table
      .locator('tbody tr td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).position),
  ).toBe('static');
  // Laid out as a table on the sheet, wrapping its cells, rather than a box cut at its edge.
  expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  expect(await overflow(table)).toBe(0);
});
