import AxeBuilder from '@axe-core/playwright';
import {PRODUCTS} from '../../src/products';
import {RELEASE_NOTES, TOP_TASKS} from '../../src/homeLinks';
import {ONE_WIDTH, expect, test, waitForHydration} from './fixtures';

const HEADLINE = 'How can we help?';

test('Home: the title "Home", a headline, and no serious axe violations', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Home | Help');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Home');
  await expect(page.getByText(HEADLINE, {exact: true})).toBeVisible();
  const results = await new AxeBuilder({page}).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

// Its own browser context, at Playwright's default 1280 × 720 whatever the project: once is enough.
for (const scripts of [true, false]) {
  test(
    `Home: the large search box searches all products ${scripts ? 'with' : 'without'} scripts`,
    {tag: ONE_WIDTH},
    async ({browser, baseURL}) => {
      const context = await browser.newContext({baseURL, javaScriptEnabled: scripts});
      const page = await context.newPage();
      await page.goto('/');
      const search = page.getByRole('search', {name: 'Search all products'});
      const box = search.getByRole('searchbox', {name: 'Search all products'});
      expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await box.fill('partner routes');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?query=partner\+routes$/);
      await context.close();
    },
  );
}

// Sets each width it checks itself.
test('Home: the search placeholder shows whole, from a 320 px phone up', {tag: ONE_WIDTH}, async ({page}) => {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const box = page.getByRole('searchbox', {name: 'Search all products'});
    // An input does not scroll for its placeholder: measure the placeholder's text as the box's text.
    const fit = await box.evaluate((input: HTMLInputElement) => {
      input.value = input.placeholder;
      const measured = {text: input.value, scrollWidth: input.scrollWidth, clientWidth: input.clientWidth};
      input.value = '';
      return measured;
    });
    expect(fit.text).toMatch(/partner routes/);
    expect(fit.scrollWidth, `"${fit.text}" in the box at ${width} px`).toBeLessThanOrEqual(fit.clientWidth);
    // The button stays at its full height beside or below the box.
    expect(
      (
        await page
          .getByRole('search', {name: 'Search all products'})
          .getByRole('button', {name: 'Search'})
          .boundingBox()
      )?.height,
    ).toBeGreaterThanOrEqual(44);
  }
});

// Sets each width it checks itself.
test(
  'Home: the four products in a balanced grid, each with 3 or 4 tasks that open their pages',
  {tag: ONE_WIDTH},
  async ({page}) => {
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      await waitForHydration(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scrolling at ${width} px`,
      ).toBeLessThanOrEqual(width);
      const cards = page
        .getByRole('region', {name: 'Products'})
        .getByRole('listitem')
        .filter({has: page.getByRole('heading', {level: 3})});
      await expect(cards).toHaveCount(PRODUCTS.length);
      // Every row holds as many cards as the first: 1 × 4, 2 × 2 or 4 × 1, never 3 + 1.
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(new Set(perRow).size, `rows of ${perRow.join(', ')} at ${width} px`).toBe(1);
      for (const product of PRODUCTS) {
        const tasks = page.getByRole('list', {name: `${product.name}: popular tasks`}).getByRole('link');
        await expect(tasks).toHaveText(TOP_TASKS[product.id].map((t) => t.label));
        expect(TOP_TASKS[product.id].length).toBeGreaterThanOrEqual(3);
        expect(TOP_TASKS[product.id].length).toBeLessThanOrEqual(4);
      }
    }
    const first = TOP_TASKS.jet[1];
    await page.getByRole('link', {name: first.label}).click();
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  },
);

// Link texts, targets and answers: nothing a width changes.
test(
  'Home: a strip of release notes links to the release-notes pages',
  {tag: ONE_WIDTH},
  async ({page, request}) => {
    await page.goto('/');
    const strip = page.getByRole('region', {name: 'Release notes'});
    await expect(strip.getByRole('link')).toHaveText(RELEASE_NOTES.map((n) => n.label));
    for (const notes of RELEASE_NOTES) {
      await expect(strip.getByRole('link', {name: notes.label})).toHaveAttribute('href', notes.path);
      expect(notes.path).toMatch(/release-notes\/$/);
      expect((await request.get(notes.path)).status(), notes.path).toBe(200);
    }
  },
);
