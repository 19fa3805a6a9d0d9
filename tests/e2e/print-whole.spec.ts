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

/** The page printed to PDF by Chromium, on sheets of `format`; the file's path. */
async function printToPdf(page: Page, address: string, format = 'A4'): Promise<string> {
  await printPreview(page, address);
  const pdf = await page.pdf({format, printBackground: true});
  const file = path.join(test.info().outputDir, `page-${format}.pdf`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, pdf);
  return file;
}

/** Text of each printed sheet of the page, from the PDF Chromium prints (Debian's poppler-utils reads it). */
async function printedSheets(page: Page, address: string): Promise<string[]> {
  const file = await printToPdf(page, address);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], {encoding: 'utf8'});
  // pdftotext ends every sheet with a form feed.
  return text.split('\f').slice(0, -1);
}

/** The height, in CSS px, of each printed occurrence of `word` (its box as poppler-utils reads it from the PDF). */
function printedWordHeights(file: string, word: string): number[] {
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], {encoding: 'utf8'});
  return [
    ...boxes.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ]
    .filter((match) => match[3] === word)
    .map((match) => ((Number(match[2]) - Number(match[1])) * 96) / 72);
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

// A left-to-right flowchart with a narrow drawing: on A4 the wide one keeps its text at 11 px or more, on A5 it would not.
for (const format of ['A4', 'A5']) {
  test(`a diagram with two drawings prints one, the one that keeps its text readable on ${format}`, async ({
    page,
  }) => {
    const file = await printToPdf(page, '/jet/jobs/installer-logs/', format);
    // "Keep" is a word of the diagram ("Keep its output"), nowhere else on the page.
    const heights = printedWordHeights(file, 'Keep');
    expect(heights).toHaveLength(1);
    // A word's box is about 1.16 times its font size: 11 px or more means text of about 9.5 px or more.
    expect(heights[0]).toBeGreaterThanOrEqual(11);
    // No "Open full size" button on paper.
    expect(execFileSync('pdftotext', [file, '-'], {encoding: 'utf8'})).not.toContain('full size');
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
