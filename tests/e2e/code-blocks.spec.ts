import {expect, test, waitForHydration} from './fixtures';

// Prism's extra languages are registered by the code block itself, not on every page.
test('code in an extra language (PowerShell) is highlighted, before and after hydration', async ({page}) => {
  await page.goto('/flight-deck/gateway/administration/installing-configuring/');
  const powershell = page.locator('pre.language-powershell').first();
  await expect(powershell.locator('.token').first()).toBeAttached();
  await waitForHydration(page);
  await expect(powershell.locator('.token').first()).toBeAttached();
  expect(await powershell.locator('.token').count()).toBeGreaterThan(2);
});

test('pages without code do not load the highlighter', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  // Prism's core names its grammar registry `languages` beside `tokenize`.
  expect(scripts.filter((source) => source.includes('tokenize') && source.includes('languages'))).toEqual([]);
});
