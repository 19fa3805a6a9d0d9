import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {measureDiagramBoxes} from '../../scripts/lib/diagramText';
import {ONE_WIDTH, expect, settled, test, waitForHydration} from './fixtures';

/** A section root whose diagram is on the first screen. */
const DIAGRAM_PAGE = {path: '/jet/', source: 'docs-jet/index.md'};
/** A flowchart drawn left to right, whose text a phone would show at 5 px: it has a narrow drawing. */
const NARROW_DRAWING_PAGE = {path: '/jet/jobs/installer-logs/', name: 'Capturing installer evidence'};
/** Flowcharts with labels on their arrows. */
const EDGE_LABEL_PAGE = '/flight-deck/certificates/configuring-trusts/';
/** Wide sequence diagrams. */
const SEQUENCE_PAGE = '/flight-deck/jobs/job-templates/component-sequence-diagrams/';

/** What only the Mermaid library's code contains (its API and its parser's error text). */
const MERMAID_CODE = /mermaidAPI|getDiagramFromText|Syntax error in text/;

/**
 * The accessible name the build gives a page's first diagram: its `accTitle`,
 * else "Flowchart: " and the heading it sits under (writers may add either).
 */
function expectedFirstName(source: string): string {
  const markdown = fs.readFileSync(path.join(__dirname, '..', '..', source), 'utf8');
  const fence = markdown.indexOf('```mermaid');
  const diagram = markdown.slice(fence, markdown.indexOf('```', fence + 3));
  const accTitle = /^\s*accTitle\s*:\s*(.+)$/m.exec(diagram);
  if (accTitle) return accTitle[1].trim();
  const prose = markdown.slice(0, fence).replace(/^```[\s\S]*?^```/gm, '');
  const headings = [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)];
  const title = /^title:\s*(.+)$/m.exec(markdown)?.[1].replace(/^['"]|['"]$/g, '') ?? '';
  return `Flowchart: ${headings.at(-1)?.[1].trim() ?? title}`;
}

/** WCAG contrast of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string): number => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Each edge label's text colour and the colour of the patch behind it. */
async function edgeLabelColours(
  diagram: Locator,
): Promise<{text: string; fill: string; background: string}[]> {
  return diagram.locator('.edgeLabel').evaluateAll((labels) =>
    labels
      .filter((label) => (label.textContent ?? '').trim() !== '')
      .map((label) => ({
        text: label.textContent ?? '',
        fill: getComputedStyle(label.querySelector('text') as Element).fill,
        background: getComputedStyle(label.querySelector('rect') as Element).fill,
      })),
  );
}

async function openInColourMode(page: Page, url: string, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: mode});
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

// Which scripts load, and the drawing in the HTML, do not change with the width.
test(
  'a page with a diagram loads no Mermaid code, and shows the diagram as an image with its name',
  {tag: ONE_WIDTH},
  async ({page, request}) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(DIAGRAM_PAGE.path);
    await waitForHydration(page);
    const diagram = page.getByRole('img', {name: expectedFirstName(DIAGRAM_PAGE.source), exact: true});
    await expect(diagram).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/mermaid/i);
      expect((await (await request.get(url)).text()).match(MERMAID_CODE), url).toBeNull();
    }
    // The drawing is in the page as sent: shapes and text, with a <title> the image is named by.
    const html = await (await request.get(DIAGRAM_PAGE.path)).text();
    expect(html).toMatch(/<svg[^>]+role="?img/);
    expect(await diagram.locator('title').textContent()).toBe(expectedFirstName(DIAGRAM_PAGE.source));
    expect(await diagram.locator('text').count()).toBeGreaterThan(2);
  },
);

for (const address of [DIAGRAM_PAGE.path, NARROW_DRAWING_PAGE.path]) {
  test(`diagrams cause no layout shift while the page loads and hydrates: ${address}`, async ({page}) => {
    await page.addInitScript(() => {
      const win = window as unknown as {layoutShift: number};
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const box = page.locator('.help-diagram').first();
    await expect(box).toBeVisible();
    // Its size is known from the first byte: the SVG carries its width and height (and CSS picks the drawing shown).
    const svg = box.locator(':scope > svg:visible');
    const size = await svg.evaluate((element) => ({
      width: Number(element.getAttribute('width')),
      height: Number(element.getAttribute('height')),
      rendered: element.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(size.width).toBeGreaterThan(0);
    // Scaled to the column or not, it keeps its drawn proportions.
    expect(size.rendered.height / size.rendered.width).toBeCloseTo(size.height / size.width, 1);
    // Everything is laid out and the layout-shift observer has been told.
    await settled(page);
    // A diagram drawn without its size would move the page by 0.1 or more.
    expect(await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift)).toBe(0);
  });
}

// Colours do not change with the width.
for (const mode of ['light', 'dark'] as const) {
  test(
    `diagram text keeps 4.5:1 contrast in ${mode} mode: edge labels and messages`,
    {tag: ONE_WIDTH},
    async ({page}) => {
      await openInColourMode(page, EDGE_LABEL_PAGE, mode);
      const labels = (
        await Promise.all((await page.locator('.help-diagram svg').all()).map(edgeLabelColours))
      ).flat();
      expect(labels.length).toBeGreaterThan(0);
      for (const {text, fill, background} of labels) {
        expect({text, ratio: contrast(fill, background) >= 4.5}).toEqual({text, ratio: true});
      }
      // Node boxes have the brand colours, never the browser's default black.
      const node = page.locator('.help-diagram .node rect').first();
      expect(await node.evaluate((element) => getComputedStyle(element).fill)).not.toBe('rgb(0, 0, 0)');

      await openInColourMode(page, SEQUENCE_PAGE, mode);
      const box = page.locator('.help-diagram').first();
      const background = await box.evaluate((element) => getComputedStyle(element).backgroundColor);
      const messages = await box
        .locator('.messageText')
        .evaluateAll((texts) => texts.map((t) => getComputedStyle(t).fill));
      expect(messages.length).toBeGreaterThan(0);
      for (const fill of messages) expect(contrast(fill, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
}

/** Pages whose diagrams were once drawn far wider than the column (a 9-step chain, sequence diagrams), or shown under 9 px on a phone. */
const WIDE_DIAGRAM_PAGES = [
  '/flight-deck/administration/system-health/',
  '/flight-deck/jobs/object-mover/objectdropbox/',
  NARROW_DRAWING_PAGE.path,
  '/media-shuttle/general/system-requirements/',
  '/media-shuttle/general/jet-media-shuttle-workflow/',
  SEQUENCE_PAGE,
];

/** Each diagram as shown, with whether its box scrolls or overflows the window. */
async function diagramLayouts(page: Page) {
  const shown = await page.locator('.help-diagram').evaluateAll(measureDiagramBoxes);
  const boxes = await page.locator('.help-diagram').evaluateAll((elements) =>
    elements.map((box) => {
      const svg = Array.from(box.querySelectorAll(':scope > svg')).find((s) => s.getClientRects().length > 0);
      const drawn = svg?.getBoundingClientRect();
      return {
        boxScrolls: box.scrollWidth > box.clientWidth,
        inBox: (drawn?.right ?? Infinity) <= box.getBoundingClientRect().right + 0.5,
        inWindow: box.getBoundingClientRect().right <= window.innerWidth,
      };
    }),
  );
  return shown.map((measure, index) => ({...measure, ...boxes[index]}));
}

/** Whether a reader sees the button and can hit it: at least 24 × 24 px, and what a tap at its centre reaches. */
async function buttonShown(button: Locator): Promise<boolean> {
  const box = await button.boundingBox();
  if (!box || box.width < 24 || box.height < 24) return false;
  return button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('every diagram is seen whole: it fits its box, with text of 11 px or more on a desktop and 9 px or more on a phone unless its Open full size button shows', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  for (const address of WIDE_DIAGRAM_PAGES) {
    await page.goto(address);
    await waitForHydration(page);
    const layouts = await diagramLayouts(page);
    expect(layouts.length, address).toBeGreaterThan(0);
    for (const layout of layouts) {
      expect({address, ...layout}).toMatchObject({
        boxScrolls: false,
        inBox: true,
        inWindow: true,
        drawingsShown: 1,
      });
      const button = page.getByRole('button', {name: `Open full size: ${layout.name}`, exact: true});
      if (!phone) {
        expect(layout, address).toMatchObject({layout: 'wide'});
        expect(layout.textPx, `${address}: ${layout.name}`).toBeGreaterThanOrEqual(11);
      } else if (layout.textPx < 9) {
        await button.scrollIntoViewIfNeeded();
        expect(await buttonShown(button), `${address}: ${layout.name}`).toBe(true);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("the Jet Deployment Guide's architecture reads without opening it: 11 px or more on a desktop, 9 px on a phone", async ({
  page,
}, testInfo) => {
  await page.goto('/jet/deployment/guide/');
  await waitForHydration(page);
  const [architecture] = await diagramLayouts(page);
  expect(architecture.name).toMatch(/Jet deployment architecture/);
  expect(architecture).toMatchObject({boxScrolls: false, inBox: true, inWindow: true, drawingsShown: 1});
  expect(architecture.textPx).toBeGreaterThanOrEqual(testInfo.project.name === 'mobile' ? 9 : 11);
});

test('a diagram too wide for a phone shows its narrow drawing there and its wide one on a desktop, only that one named for assistive technology', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  await page.goto(NARROW_DRAWING_PAGE.path);
  await waitForHydration(page);
  const box = page.locator('.help-diagram').first();
  // Both drawings are in the page, each with its name and description.
  const drawings = box.locator(':scope > svg');
  await expect(drawings).toHaveCount(2);
  for (const svg of await drawings.all()) {
    await expect(svg).toHaveAttribute('aria-labelledby', /-title$/);
    expect(await svg.locator('title').textContent()).toBe(NARROW_DRAWING_PAGE.name);
    expect(await svg.locator('desc').textContent()).toMatch(/^Run the installer from a terminal/);
  }
  const [shown] = await box.evaluateAll(measureDiagramBoxes);
  expect(shown).toMatchObject({layout: phone ? 'narrow' : 'wide', drawingsShown: 1});
  expect(shown.textPx).toBeGreaterThanOrEqual(phone ? 9 : 11);
  // The other drawing takes no room and is not in the accessibility tree.
  const image = page.getByRole('img', {name: NARROW_DRAWING_PAGE.name, exact: true});
  await expect(image).toHaveCount(1);
  await expect(image).toHaveClass(phone ? /help-diagram__svg--narrow/ : /help-diagram__svg--wide/);
  await expect(image).toHaveAccessibleDescription(/^Run the installer from a terminal/);
  // Readable as shown: no button over or under it.
  expect(await buttonShown(box.getByRole('button', {name: /^Open full size/}))).toBe(false);
});

test('a diagram still under 9 px on a phone shows a labelled Open full size button without hover; elsewhere the button shows on keyboard focus; it opens the diagram', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  // The smallest phone the site supports (320 px): there this page's widest diagrams (four or
  // more participants side by side) fall under 9 px, as at 375 px they no longer do.
  if (phone) await page.setViewportSize({width: 320, height: 640});
  await page.goto(SEQUENCE_PAGE);
  await waitForHydration(page);
  const layouts = await diagramLayouts(page);
  const small = layouts.filter((layout) => layout.textPx < 9);
  expect(small.length > 0).toBe(phone);
  const name = phone ? small[0].name : layouts[0].name;
  const button = page.getByRole('button', {name: `Open full size: ${name}`, exact: true});
  await button.scrollIntoViewIfNeeded();
  expect(await buttonShown(button)).toBe(phone);
  await expect(button).toHaveText('Open full size');
  await button.focus();
  expect(await buttonShown(button)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name});
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('svg')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('the drawing that fits still shows, and no button that would do nothing', async ({page}, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    await page.goto(NARROW_DRAWING_PAGE.path);
    const [shown] = await page.locator('.help-diagram').evaluateAll(measureDiagramBoxes);
    expect(shown).toMatchObject({layout: phone ? 'narrow' : 'wide', drawingsShown: 1});
    await page.goto(SEQUENCE_PAGE);
    await expect(page.locator('.help-diagram__open').first()).toBeAttached();
    for (const button of await page.locator('.help-diagram__open').all()) await expect(button).toBeHidden();
  });
});

test('a diagram opens full size and centred; a wider one pans by drag, and Escape, a click or a tap closes it, focus back on its button', async ({
  page,
}, testInfo) => {
  await page.goto(SEQUENCE_PAGE);
  await waitForHydration(page);
  const layouts = await diagramLayouts(page);
  const widest = layouts.reduce((a, b) => (b.natural > a.natural ? b : a));
  const button = page.getByRole('button', {name: `Open full size: ${widest.name}`});
  const dialog = page.getByRole('dialog', {name: widest.name});
  const open = async (): Promise<void> => {
    await button.scrollIntoViewIfNeeded();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Measured once its opening animation (a slight scale) has finished.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
  };

  await open();
  const view = await dialog.evaluate((element) => {
    const svg = element.querySelector('svg') as SVGSVGElement;
    const shown = svg.getBoundingClientRect();
    return {
      width: Number(svg.getAttribute('width')),
      shownWidth: shown.width,
      left: shown.left,
      right: window.innerWidth - shown.right,
      pans: element.scrollWidth > element.clientWidth,
    };
  });
  // The drawing the page shows at this width (the narrow one on a phone, where it has one), at full size or more.
  expect(view.width).toBeGreaterThanOrEqual(widest.natural);
  expect(view.shownWidth).toBeCloseTo(view.width, 0);
  if (view.pans) {
    // Wider than the window: a drag moves it, and the dialog stays open.
    const box = await dialog.boundingBox();
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    await page.mouse.move(300, y);
    await page.mouse.down();
    await page.mouse.move(100, y, {steps: 5});
    await page.mouse.up();
    await expect.poll(() => dialog.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(dialog).toBeVisible();
  } else {
    expect(Math.abs(view.left - view.right)).toBeLessThanOrEqual(2);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await open();
  await page.mouse.click(5, 400);
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  if (testInfo.project.use.hasTouch) {
    await open();
    await page.touchscreen.tap(20, 400);
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test('diagram pages have no serious accessibility violations, in light and dark mode', async ({page}) => {
  // axe reads every label of every drawing (narrow ones too): about 15 s a pass on a busy 2-core machine.
  test.slow();
  for (const mode of ['light', 'dark'] as const) {
    await openInColourMode(page, SEQUENCE_PAGE, mode);
    const results = await new AxeBuilder({page}).include('.theme-doc-markdown').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({id: v.id, targets: v.nodes.map((n) => n.target.join(' '))}));
    expect(serious).toEqual([]);
  }
});
