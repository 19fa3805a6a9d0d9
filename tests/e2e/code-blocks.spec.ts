import {expect, test, waitForHydration} from './fixtures';
import {scriptsOfFirstVisit} from '../../scripts/lib/pageWeight';
import {expectWordWrapFolds} from './wordWrap';

// Prism's extra languages are registered by the code block itself, not on every page.
test('code in an extra language (PowerShell) is highlighted, before and after hydration', async ({page}) => {
  await page.goto('/flight-deck/gateway/administration/installing-configuring/');
  const powershell = page.locator('pre.language-powershell').first();
  await expect(powershell.locator('.token').first()).toBeAttached();
  await waitForHydration(page);
  await expect(powershell.locator('.token').first()).toBeAttached();
  expect(await powershell.locator('.token').count()).toBeGreaterThan(2);
});

// A first load keeps the server's highlighted code (src/theme/CodeBlock/Content), so no page needs Prism to start.
// The last two keep their code in OS tabs, which no longer mount again after hydration (src/theme/Tabs).
for (const path of [
  '/',
  '/flight-deck/jobs/object-mover/objectdropbox/',
  '/flight-deck/gateway/administration/installing-configuring/',
  '/jet/jobs/installer-logs/',
]) {
  test(`the first load of ${path} does not fetch the highlighter`, async ({page, request}) => {
    const {urls} = await scriptsOfFirstVisit(page, path);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const source = await (await request.get(url)).text();
      // Prism's core names its grammar registry `languages` beside `tokenize`.
      expect(source.includes('tokenize') && source.includes('languages'), url).toBe(false);
    }
    if (path !== '/') await expect(page.locator('article pre .token').first()).toBeAttached();
  });
}

// The first load keeps the server's highlighted HTML (src/theme/CodeBlock/Content); a page reached in the app renders as stock.
test('code reached by client navigation is highlighted too', async ({page}) => {
  await page.goto('/jet/jobs/installer-logs/');
  await waitForHydration(page);
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page.locator('h1')).not.toHaveText('Installer Logs');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('h1')).toHaveText('Installer Logs');
  const code = page.locator('article pre').first();
  await expect(code.locator('.token').first()).toBeAttached();
  expect(await code.locator('.token').count()).toBeGreaterThan(2);
});

test('word wrap works on code kept from the server', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/jet/jobs/installer-logs/');
  await waitForHydration(page);
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
    .first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token').first()).toBeAttached();
  await expectWordWrapFolds(block);
});

// Blocks rendered after client navigation show plain code until Prism arrives: word wrap turned on meanwhile must survive its arrival.
test('word wrap turned on while the highlighter loads stays on', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  // The highlighter is held back until word wrap has been turned on.
  let releaseHighlighter = (): void => undefined;
  const highlighterHeld = new Promise<void>((resolve) => (releaseHighlighter = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    // A prefetch still in flight when the test ends has its response disposed: nobody is left to answer it.
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('tokenize') && body.includes('languages')) await highlighterHeld;
      await route.fulfill({response, body});
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  // The page before it, loaded in full: its code is kept from the server, so Prism is first needed on the next page.
  await page.goto('/jet/jobs/viewing-job-details/');
  await waitForHydration(page);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('h1')).toHaveText('Installer Logs');
  const block = page
    .locator('[role=tabpanel]:not([hidden]) .theme-code-block')
    .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
    .first();
  await expect(block).toBeVisible();
  // Still the plain code: the highlighter has not arrived.
  expect(await block.locator('.token').count()).toBe(0);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  releaseHighlighter();
  await expect(block.locator('.token').first()).toBeAttached({timeout: 10_000});
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
});
