import type {Locator, Page} from '@playwright/test';
import {ONE_WIDTH, expect, test, waitForHydration} from '../fixtures';

/** A page with headings, contents, breadcrumbs and tables. */
const PAGE = '/jet/general/sdcx-release-notes/';

interface TextStyle {
  readonly size: number;
  readonly weight: number;
  readonly contrast: number;
}

/** Font size, weight, and contrast of the text colour against the first opaque background behind it. */
async function textStyle(locator: Locator): Promise<TextStyle> {
  return locator.evaluate((el) => {
    const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]): number => {
      const lin = (v: number): number => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = getComputedStyle(node).backgroundColor;
      if (c !== 'transparent' && (rgb(c)[3] ?? 1) > 0.5) {
        background = c;
        break;
      }
    }
    if (background === 'rgb(255, 255, 255)' && document.documentElement.dataset.theme === 'dark')
      background = 'rgb(27, 27, 29)';
    const style = getComputedStyle(el);
    const [a, b] = [luminance(rgb(style.color)), luminance(rgb(background))].sort((x, y) => y - x);
    return {
      size: parseFloat(style.fontSize),
      weight: Number(style.fontWeight),
      contrast: (a + 0.05) / (b + 0.05),
    };
  });
}

async function contents(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', {name: 'On this page'});
  if (await toggle.isVisible()) await toggle.click();
  // The phone's contents list opens with an animation.
  await expect(page.locator('.table-of-contents a:visible').first()).toBeVisible();
  return page.locator('.table-of-contents a:visible');
}

for (const scheme of ['light', 'dark'] as const) {
  test(`type and tables in ${scheme} mode: lighter headings, contents and breadcrumbs at 14 px and 4.5:1`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto(PAGE);
    await waitForHydration(page);
    const h1 = await textStyle(page.getByRole('heading', {level: 1}));
    expect(h1.size).toBeLessThan(48);
    expect(h1.size).toBeGreaterThanOrEqual(28);
    expect(h1.weight).toBeLessThan(700);
    const h2 = await textStyle(page.locator('.markdown h2').first());
    expect(h2.size).toBeLessThan(32);
    expect(h2.size).toBeLessThan(h1.size);
    expect(h2.weight).toBeLessThan(700);
    const body = await textStyle(page.locator('.markdown p').first());
    expect(body.size).toBeGreaterThanOrEqual(16);

    const toc = await contents(page);
    expect(await toc.count()).toBeGreaterThan(1);
    for (const link of (await toc.all()).slice(0, 3)) {
      const style = await textStyle(link);
      expect(style.size, 'contents text size').toBeGreaterThanOrEqual(14);
      expect(style.contrast, 'contents text contrast').toBeGreaterThanOrEqual(4.5);
    }
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
    for (const crumb of await crumbs.all()) {
      const style = await textStyle(crumb.locator('a, span').first());
      expect(style.size, 'breadcrumb text size').toBeGreaterThanOrEqual(14);
      expect(style.contrast, 'breadcrumb text contrast').toBeGreaterThanOrEqual(4.5);
    }

    const table = page.locator('.markdown table').first();
    const alignments = await table.evaluate((t) => ({
      headers: Array.from(t.querySelectorAll('th')).map((th) => getComputedStyle(th).textAlign),
      cells: Array.from(t.querySelectorAll('td')).map((td) => getComputedStyle(td).verticalAlign),
    }));
    expect(new Set(alignments.headers.map((a) => (a === 'start' ? 'left' : a)))).toEqual(new Set(['left']));
    expect(new Set(alignments.cells)).toEqual(new Set(['top']));
  });
}

// The fonts a page asks for do not change with the width.
test('system fonts only: no web font is requested or declared', {tag: ONE_WIDTH}, async ({page}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const faces = await page.evaluate(() => [...(document.fonts as unknown as Set<FontFace>)].length);
  expect(fonts).toEqual([]);
  expect(faces).toBe(0);
});
