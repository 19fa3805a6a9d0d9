/**
 * A page printed whole: every tab panel under its label, diagrams and code
 * within the sheet, no blank sheet. Printed to PDF by Chromium and read back
 * with Debian's poppler-utils (`pdftotext`).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/** A page with code blocks. */
const PAGE = '/flight-deck/reference/flight-cli/troubleshooting/';

async function printPreview(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
  await page.emulateMedia({media: 'print'});
}

/** Text of each printed sheet of the page, from the PDF Chromium prints (Debian's poppler-utils reads it). */
async function printedSheets(page: Page, address: string): Promise<string[]> {
  await printPreview(page, address);
  const pdf = await page.pdf({format: 'A4', printBackground: true});
  const file = path.join(test.info().outputDir, 'page.pdf');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], {encoding: 'utf8'});
  // pdftotext ends every sheet with a form feed.
  return text.split('\f').slice(0, -1);
}

const PRINTED_PAGES = [
  // Operating-system tabs: the Linux panel is hidden on screen while Windows is chosen.
  {type: 'tabs', address: '/jet/jobs/installer-logs/', texts: ['Windows', 'Linux', 'tee', 'journalctl']},
  // A diagram drawn wider than the sheet, once.
  {
    type: 'diagram',
    address: '/flight-deck/administration/system-health/',
    texts: ['Event Monitor', 'Database'],
  },
  // Code blocks.
  {type: 'code', address: PAGE, texts: ['ss -tunp', 'env -i']},
];

for (const {type, address, texts} of PRINTED_PAGES) {
  test(`prints a ${type} page whole, with no blank sheet: ${address}`, async ({page}) => {
    const sheets = await printedSheets(page, address);
    expect(sheets.length).toBeGreaterThan(0);
    sheets.forEach((sheet, index) =>
      expect(sheet.trim().length, `sheet ${index + 1} of ${sheets.length} is blank`).toBeGreaterThan(0),
    );
    const all = sheets.join('\n');
    for (const text of texts) expect(all).toContain(text);
    // Nothing runs off the sheet: diagrams, images and code stay within the content column.
    const overflowing = await page
      .locator('article .help-diagram, article img, article pre')
      .evaluateAll((elements) =>
        elements
          .filter(
            (element) =>
              element.getBoundingClientRect().right >
                (element.closest('article')?.getBoundingClientRect().right ?? 0) + 1 ||
              element.scrollWidth > element.clientWidth + 1,
          )
          .map((element) => element.outerHTML.slice(0, 80)),
      );
    expect(overflowing).toEqual([]);
  });
}

test('every tab panel prints, each under its tab label', async ({page}) => {
  await printPreview(page, '/jet/jobs/installer-logs/');
  const panels = page.locator('[role="tabpanel"]');
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  // The page has more than one set of operating-system tabs; every label prints.
  for (const label of ['Linux', 'Windows']) {
    const labels = page.locator('.help-print-tab-label', {hasText: label});
    expect(await labels.count()).toBeGreaterThan(0);
    for (const each of await labels.all()) await expect(each).toBeVisible();
  }
  await expect(page.getByRole('tablist').first()).toBeHidden();
  await page.emulateMedia({media: 'screen'});
  await expect(page.locator('.help-print-tab-label').first()).toBeHidden();
});
