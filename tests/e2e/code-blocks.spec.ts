import {expect, test, waitForHydration} from './fixtures';
import {scriptsOfFirstVisit} from '../../scripts/lib/pageWeight';

// Prism's extra languages are registered by the code block itself, not on every page.
test('code in an extra language (PowerShell) is highlighted, before and after hydration', async ({page}) => {
  await page.goto('/flight-deck/gateway/administration/installing-configuring/');
  const powershell = page.locator('pre.language-powershell').first();
  await expect(powershell.locator('.token').first()).toBeAttached();
  await waitForHydration(page);
  await expect(powershell.locator('.token').first()).toBeAttached();
  expect(await powershell.locator('.token').count()).toBeGreaterThan(2);
});

test('pages without code do not load the highlighter', async ({page, request}) => {
  const {urls} = await scriptsOfFirstVisit(page, '/');
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const source = await (await request.get(url)).text();
    // Prism's core names its grammar registry `languages` beside `tokenize`.
    expect(source.includes('tokenize') && source.includes('languages'), url).toBe(false);
  }
});
