/**
 * The preview survives what writers do to its files: a moved page's old
 * address redirects as in production, a page file moved or deleted never
 * blanks the open page (nor logs an error: the `pageErrors` fixture fails the
 * test on any), a page whose diagram does not parse shows its own error and
 * keeps no other page from compiling, and no page shows a made-up
 * "Last updated" date. Edits are made to the preview's own copy of the site
 * and undone afterwards.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, groupEntries, test, type DevSite} from './devSite';

test.describe.configure({timeout: 5 * 60_000});

const MENU = 'sidebars/jet.ts';
/** A first visit compiles the page (and draws its diagrams) on a busy machine. */
const COMPILES_WITHIN = {timeout: 120_000};

function run(site: DevSite, script: string, ...args: string[]): string {
  const result = spawnSync('npx', ['tsx', script, ...args], {cwd: site.siteDir, encoding: 'utf8'});
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Rewrites a file of the preview's copy; the function returned puts it back. */
function edit(site: DevSite, file: string, change: (source: string) => string): () => void {
  const full = path.join(site.siteDir, file);
  const before = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, change(before));
  return () => fs.writeFileSync(full, before);
}

async function open(page: Page, address: string, h1: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('h1').first()).toHaveText(h1, COMPILES_WITHIN);
  await page.evaluate(() => Object.assign(window, {helpNotReloaded: true}));
}

test('a moved page answers at its old address with a redirect, as in production', async ({
  page,
  request,
  devSite,
}) => {
  run(devSite, 'scripts/move-page.ts', 'jet', 'jobs/installer-logs', 'deployment');
  try {
    for (const old of ['/jet/jobs/installer-logs/', '/jet/jobs/installer-logs']) {
      const answer = await request.get(`${old}?tab=linux`, {maxRedirects: 0});
      expect(answer.status(), old).toBe(301);
      expect(answer.headers().location, old).toBe('/jet/deployment/installer-logs/?tab=linux');
    }
    // Menu-group folders and legacy addresses answer as in production too.
    const group = await request.get('/jet/deployment/', {maxRedirects: 0});
    expect(group.status()).toBe(301);
    expect(group.headers().location).toMatch(/^\/jet\/deployment\/[a-z-]+\/$/);
    await page.goto('/jet/jobs/installer-logs/');
    await expect(page).toHaveURL(/\/jet\/deployment\/installer-logs\/$/);
    await expect(page.locator('h1').first()).toHaveText('Installer Logs', COMPILES_WITHIN);
  } finally {
    run(devSite, 'scripts/move-page.ts', 'jet', 'deployment/installer-logs', 'jobs');
  }
});

test('a page file moved or deleted never blanks the open preview', async ({page, devSite}) => {
  await open(page, '/jet/jobs/partner-jobs/', 'Partner Jobs');
  await test.step('another page moves', async () => {
    run(devSite, 'scripts/move-page.ts', 'jet', 'jobs/troubleshooting-jobs', 'deployment');
    try {
      await expect
        .poll(() => groupEntries(page, 'Deployment'), COMPILES_WITHIN)
        .toContain('Troubleshooting Jobs');
      await expect(page.locator('h1').first()).toHaveText('Partner Jobs');
      expect(await page.evaluate(() => 'helpNotReloaded' in window), 'the page was not reloaded').toBe(true);
    } finally {
      run(devSite, 'scripts/move-page.ts', 'jet', 'deployment/troubleshooting-jobs', 'jobs');
    }
  });
  await test.step('the open page itself is deleted, with its menu entry', async () => {
    const undoMenu = edit(devSite, MENU, (source) => source);
    const file = path.join(devSite.siteDir, 'docs-jet/jobs/short-lived.md');
    try {
      run(devSite, 'scripts/new-page.ts', 'jet', 'jobs/short-lived', 'Short Lived');
      await open(page, '/jet/jobs/short-lived/', 'Short Lived');
      fs.rmSync(file);
      edit(devSite, MENU, (source) => source.replace("    'jobs/short-lived',\n", ''));
      // The page is gone: the preview says so, with its header, and nothing else breaks: the reader goes on.
      await expect(page.locator('h1').first()).toHaveText('Page Not Found', COMPILES_WITHIN);
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await page.getByRole('main').getByRole('link', {name: 'Jet documentation'}).click();
      await expect(page.locator('h1').first()).toHaveText('Jet', COMPILES_WITHIN);
      await expect(page.locator('.theme-doc-sidebar-container .menu__link').first()).toBeVisible();
    } finally {
      undoMenu();
      fs.rmSync(file, {force: true});
    }
  });
});

test('a page whose diagram does not parse shows its own error, and keeps no other page from compiling', async ({
  page,
  devSite,
}) => {
  const broken = 'docs-jet/general/overview.md';
  const undo = edit(devSite, broken, (source) =>
    source.replace('```mermaid\n', '```mermaid\nflowchart LR\n  A -->\n'),
  );
  try {
    await page.goto('/jet/general/overview/');
    const error = page.locator('.help-diagram-error [role="alert"]');
    await expect(error).toContainText(
      new RegExp(`^${broken}:\\d+: the Mermaid diagram does not parse: Parse error on line 3`),
      COMPILES_WITHIN,
    );
    await expect(page.locator('h1').first()).toHaveText('Jet Overview');
    // A page not compiled yet arrives as it would without the broken one; Back shows the broken one's error
    // again (the browser must not run the app's code it cached from before that page compiled).
    await open(page, '/jet/general/console-home/', 'Console Home');
    await page.goBack();
    await expect(error).toBeVisible(COMPILES_WITHIN);
    undo();
    await expect(page.locator('article .help-diagram svg').first()).toBeVisible(COMPILES_WITHIN);
    await expect(error).toHaveCount(0);
  } finally {
    undo();
  }
});

test('no page shows a made-up "Last updated" date, a new one or an old one', async ({page, devSite}) => {
  const undoMenu = edit(devSite, MENU, (source) => source);
  const file = path.join(devSite.siteDir, 'docs-jet/jobs/dated-check.md');
  try {
    run(devSite, 'scripts/new-page.ts', 'jet', 'jobs/dated-check', 'Dated Check');
    await open(page, '/jet/jobs/dated-check/', 'Dated Check');
    await expect(page.locator('article')).not.toContainText('Last updated');
    await expect(page.locator('article')).not.toContainText('Simulated during dev');
    await open(page, '/jet/jobs/partner-jobs/', 'Partner Jobs');
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  } finally {
    undoMenu();
    fs.rmSync(file, {force: true});
  }
});
