/**
 * Images and diagrams open larger on click or Enter and close on Escape or a
 * click, without moving the page; pages with nothing to zoom load no zoom
 * code. No page of the repository has an image yet, so the figures are on a
 * page of the versioned copy of the site (./versionedSite: FIGURES).
 */
import type {Locator, Page} from '@playwright/test';
import {ONE_WIDTH, expect, test as mainSite, waitForHydration} from './fixtures';
import {FIGURES, NEXT_ONLY_PAGE} from './versionedSite';
import {test} from './versionedSiteFixture';

const FIGURES_PAGE = `/jet/next/${NEXT_ONLY_PAGE}/`;
const ZOOM_CODE = /\/assets\/js\/image-zoom\.[^/]*\.js$/;

/** Records every layout shift of the page from now on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift'});
    Object.assign(window, {layoutShifts: shifts});
  });
}

/** Resolves once the page has stopped scrolling (the site scrolls smoothly). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = (): void => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
}

/** Opens the figures page, waits for the zoom code to wire the figures. */
async function visitFigures(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto(FIGURES_PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: `Open larger: ${FIGURES.image}`})).toBeVisible();
  return scripts;
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

test.describe.configure({mode: 'default'});

test('an image opens larger on click and closes on Escape, focus back on it, the page unmoved', async ({
  page,
}) => {
  const scripts = await visitFigures(page);
  expect(scripts.some((script) => ZOOM_CODE.test(script))).toBe(true);
  const image = page.getByRole('button', {name: `Open larger: ${FIGURES.image}`});
  // Nothing on the page is wider than a phone: the page scrolls only up and down.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await image.scrollIntoViewIfNeeded();
  await scrollSettled(page);
  const before = {box: await image.boundingBox(), scroll: await page.evaluate(() => window.scrollY)};
  await watchLayoutShifts(page);

  await image.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(FIGURES.image);
  const enlarged = await dialog(page).locator('img').boundingBox();
  const viewport = page.viewportSize();
  // Larger than in the page, unless the page already shows it as wide as the screen allows (a phone).
  expect(enlarged?.width ?? 0).toBeGreaterThanOrEqual(
    Math.min((before.box?.width ?? 0) + 1, (viewport?.width ?? 0) - 48),
  );
  expect(enlarged?.width ?? Infinity).toBeLessThanOrEqual(viewport?.width ?? 0);
  expect(enlarged?.height ?? Infinity).toBeLessThanOrEqual(viewport?.height ?? 0);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(image).toBeFocused();
  expect(await image.boundingBox()).toEqual(before.box);
  expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll);
  expect(await layoutShifts(page)).toEqual([]);
});

test('a diagram and an element marked data-zoomable open on Enter and close on a click', async ({page}) => {
  await visitFigures(page);
  for (const name of [FIGURES.diagram, FIGURES.marked]) {
    const figure = page.getByRole('button', {name: `Open larger: ${name}`});
    await figure.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(name);
    // The drawing or table itself, in the dialog and in the page.
    const inner = name === FIGURES.diagram ? 'svg' : 'table';
    const copy = await dialog(page).locator(inner).boundingBox();
    const shown =
      (await (name === FIGURES.diagram ? figure.locator(inner) : figure).boundingBox())?.width ?? Infinity;
    // Larger than in the page, unless the page already shows it as wide as the screen allows (a phone).
    const widest = (page.viewportSize()?.width ?? 1280) - 48;
    expect(copy?.width ?? 0).toBeGreaterThanOrEqual(Math.min(shown + 1, widest));
    await dialog(page).click({position: {x: 5, y: 5}});
    await expect(dialog(page)).toHaveCount(0);
    await expect(figure).toBeFocused();
  }
});

test('Space opens too, and the close button closes', async ({page}) => {
  await visitFigures(page);
  const diagram = page.getByRole('button', {name: `Open larger: ${FIGURES.diagram}`});
  await diagram.focus();
  await page.keyboard.press(' ');
  const close = page.getByRole('button', {name: 'Close the enlarged view'});
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(diagram).toBeFocused();
});

// Which scripts load does not change with the width.
mainSite('a page with nothing to zoom loads no zoom code', {tag: ONE_WIDTH}, async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  // A page with neither an image nor a diagram.
  await page.goto('/jet/jobs/advanced-settings/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.endsWith('.js')).length).toBeGreaterThan(0);
  expect(scripts.filter((script) => ZOOM_CODE.test(script))).toEqual([]);
  await expect(page.locator('[aria-haspopup="dialog"]')).toHaveCount(0);
});

mainSite(
  "a diagram's button pressed while the zoom code is still loading opens it once the code arrives",
  async ({page}) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ZOOM_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/flight-deck/jobs/object-mover/objectdropbox/');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: /^Open full size: /}).first();
    await button.focus();
    await button.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  },
);
