import type {Locator, Page} from '@playwright/test';
import {PRODUCTS} from '../../../src/products';
import {ONE_WIDTH, expect, test, waitForHydration} from '../fixtures';
import {drawer, mainNav, menuButton} from './layout';

// Each test sets every width it checks: run at one project's width only (ONE_WIDTH), not once per project.

/** Every width from 320 to 1440 px in steps of 40, plus both sides of each breakpoint. */
const WIDTHS = [
  ...Array.from({length: (1440 - 320) / 40 + 1}, (_, i) => 320 + i * 40),
  600,
  601,
  720,
  721,
  996,
  997,
  1139,
  1140,
  1239,
  1240,
].sort((a, b) => a - b);

/** The page of the issue, a page whose search box shows the longest placeholder, and the results page (no section chosen). */
const PAGES = ['/flight-deck/administration/agents/overview/', '/media-shuttle/', '/search/?query=agent'];

interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Every header control a person can see, by role. */
function headerItems(page: Page): Array<[string, Locator]> {
  const nav = mainNav(page);
  return [
    ['menu button', menuButton(page)],
    ['logo', nav.getByRole('link', {name: /^Signiant Help home/})],
    ...PRODUCTS.map((p): [string, Locator] => [
      `${p.name} tab`,
      nav.getByRole('link', {name: p.name, exact: true}),
    ]),
    ['Section dropdown', nav.getByRole('combobox', {name: 'Section'})],
    ['API Documentation', nav.locator('.navbar__inner').getByRole('link', {name: /^API Documentation/})],
    ['Support', nav.locator('.navbar__inner').getByRole('link', {name: /^Support/})],
    [
      'colour mode',
      nav
        .locator('.navbar__inner')
        .getByRole('button', {name: /^Switch (to dark|to light|between dark and light) mode$/}),
    ],
    ['search box', nav.getByRole('combobox', {name: /^SEARCH /})],
    ['search button', nav.getByRole('button', {name: 'Open search'})],
  ];
}

/** Asked of every item at once (one round trip's wait instead of one per item), in the items' order. */
async function visibleBoxes(page: Page): Promise<Box[]> {
  const found = await Promise.all(
    headerItems(page).map(async ([name, locator]): Promise<Box | undefined> => {
      if ((await locator.count()) !== 1 || !(await locator.isVisible())) return undefined;
      const box = await locator.boundingBox();
      return box && box.width > 0 ? {name, ...box} : undefined;
    }),
  );
  return found.filter((box): box is Box => box !== undefined);
}

function overlaps(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0.5 && h > 0.5;
}

/** Text cut by its own box: links and the title wider than they are drawn, a select's choice or a placeholder longer than its box. */
async function clippedText(page: Page): Promise<string[]> {
  return page.locator('.navbar__inner').evaluate((inner) => {
    const cut: string[] = [];
    for (const el of Array.from(inner.querySelectorAll<HTMLElement>('a, .navbar__title, select'))) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent?.trim() || el.tagName);
    }
    const context = document.createElement('canvas').getContext('2d')!;
    // A select draws its chosen option beside its arrow (about 20 px).
    for (const select of Array.from(inner.querySelectorAll('select'))) {
      if (select.getClientRects().length === 0) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (context.measureText(chosen).width > room) cut.push(`select "${chosen}"`);
    }
    const input = inner.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (input && input.getClientRects().length > 0) {
      const style = getComputedStyle(input, '::placeholder');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      context.letterSpacing = style.letterSpacing;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room) cut.push(`placeholder "${input.placeholder}"`);
    }
    return cut;
  });
}

for (const path of PAGES) {
  test(
    `header on ${path}: nothing overlaps or is cut at any width from 320 to 1440 px, every tab clickable`,
    {tag: ONE_WIDTH},
    async ({page}) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await waitForHydration(page);
      const navBottom = await mainNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 800});
        const boxes = await visibleBoxes(page);
        const names = boxes.map((b) => b.name);
        for (const box of boxes) {
          expect(box.x, `${box.name} inside the window at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${box.name} inside the window at ${width} px`).toBeLessThanOrEqual(
            width,
          );
          expect(box.y + box.height, `${box.name} inside the header at ${width} px`).toBeLessThanOrEqual(
            navBottom,
          );
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            expect(overlaps(a, b), `${a.name} and ${b.name} overlap at ${width} px`).toBe(false);
          }
        }
        expect(await clippedText(page), `text cut at ${width} px`).toEqual([]);
        // A search field or its button, and a way to every product: the tabs or the Section dropdown.
        expect(
          names.some((n) => n.startsWith('search')),
          `search at ${width} px`,
        ).toBe(true);
        const tabs = PRODUCTS.map((p) => `${p.name} tab`);
        if (tabs.every((t) => names.includes(t))) {
          // The point a click lands on belongs to the tab.
          const hits = await Promise.all(
            PRODUCTS.map((product) =>
              mainNav(page)
                .getByRole('link', {name: product.name, exact: true})
                .evaluate((el) => {
                  const r = el.getBoundingClientRect();
                  const target = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                  return target !== null && el.contains(target);
                }),
            ),
          );
          PRODUCTS.forEach((product, i) =>
            expect(hits[i], `${product.name} tab clickable at ${width} px`).toBe(true),
          );
        } else {
          expect(
            tabs.filter((t) => names.includes(t)),
            `no half-shown tabs at ${width} px`,
          ).toEqual([]);
          expect(names, `Section dropdown where the tabs are hidden, at ${width} px`).toContain(
            'Section dropdown',
          );
        }
      }
    },
  );
}

test(
  'wherever the tabs are hidden, the drawer lists the products and switches between them',
  {tag: ONE_WIDTH},
  async ({page}) => {
    for (const width of [375, 640, 800, 996]) {
      await page.setViewportSize({width, height: 800});
      await page.goto('/flight-deck/administration/agents/overview/');
      await waitForHydration(page);
      await expect(mainNav(page).getByRole('link', {name: 'Jet', exact: true})).toBeHidden();
      await menuButton(page).click();
      const products = drawer(page).getByRole('navigation', {name: 'Products'});
      await expect(products.getByRole('link')).toHaveText(PRODUCTS.map((p) => p.name));
      await expect(products.getByRole('link', {name: 'Flight Deck'})).toHaveAttribute('aria-current', 'true');
      await products.getByRole('link', {name: 'Media Engine'}).click();
      await expect(page).toHaveURL(/\/media-engine\/$/);
      await expect(drawer(page)).toBeHidden();
    }
  },
);

test('the tabs switch products wherever they are shown', {tag: ONE_WIDTH}, async ({page}) => {
  for (const width of [1140, 1440]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/flight-deck/administration/agents/overview/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', {name: 'Media Engine', exact: true}).click();
    await expect(page).toHaveURL(/\/media-engine\/$/);
    await expect(mainNav(page).getByRole('link', {name: 'Media Engine', exact: true})).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
});
