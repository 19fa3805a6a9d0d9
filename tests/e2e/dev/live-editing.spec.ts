/**
 * Writing with the preview open: a saved text edit, a side-menu edit
 * (reorder, move to another group, relabel a sub-group, add a page),
 * `npm run new:page` and `npm run move:page` all show in the open page
 * without a reload or a restart. Edits are made to the preview's own copy of
 * the site and undone afterwards.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, groupEntries, test, type DevSite} from './devSite';

/** The target for a text edit (CONTRIBUTING.md, "Preview your changes"). */
const TEXT_EDIT_SHOWS_WITHIN_MS = 3_000;
/** A menu edit reloads the product's docs first: "within a few seconds". */
const MENU_EDIT_SHOWS_WITHIN_MS = 10_000;
const MENU = 'sidebars/jet.ts';

test.describe.configure({timeout: 5 * 60_000});

/** Rewrites a file of the preview's copy; the function returned puts it back. */
function edit(site: DevSite, file: string, change: (source: string) => string): () => void {
  const full = path.join(site.siteDir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the edit changes ${file}`).not.toBe(before);
  fs.writeFileSync(full, after);
  return () => fs.writeFileSync(full, before);
}

/** Keeps a file of the preview's copy as it is now; the function returned puts it back. */
function keep(site: DevSite, file: string): () => void {
  const full = path.join(site.siteDir, file);
  const before = fs.readFileSync(full, 'utf8');
  return () => fs.writeFileSync(full, before);
}

async function openMarked(page: Page, address: string, h1: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('h1').first()).toHaveText(h1, {timeout: 120_000});
  await page.evaluate(() => Object.assign(window, {helpNotReloaded: true}));
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'helpNotReloaded' in window), 'the page was not reloaded').toBe(true);
}

function run(site: DevSite, script: string, ...args: string[]): string {
  const result = spawnSync('npx', ['tsx', script, ...args], {cwd: site.siteDir, encoding: 'utf8'});
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('a saved text edit shows in the open page within 3 s, without a reload', async ({page, devSite}) => {
  await openMarked(page, '/jet/general/iperf/', 'Testing Network Throughput with iPerf');
  const sentence = `The preview shows this sentence ${Date.now()}.`;
  const undo = edit(devSite, 'docs-jet/general/iperf.md', (source) => `${source.trimEnd()}\n\n${sentence}\n`);
  try {
    await expect(page.getByText(sentence)).toBeVisible({timeout: TEXT_EDIT_SHOWS_WITHIN_MS});
    await expectNotReloaded(page);
  } finally {
    undo();
  }
});

test('side-menu edits show without a restart or a reload: reorder, move, relabel, add', async ({
  page,
  devSite,
}) => {
  await openMarked(page, '/jet/jobs/partner-jobs/', 'Partner Jobs');
  const shows = {timeout: MENU_EDIT_SHOWS_WITHIN_MS};
  await test.step('reorder two pages of a group', async () => {
    const undo = edit(devSite, MENU, (s) =>
      s.replace(
        "    'jobs/jet-dashboard',\n    'jobs/working-with-jobs',\n",
        "    'jobs/working-with-jobs',\n    'jobs/jet-dashboard',\n",
      ),
    );
    try {
      await expect
        .poll(async () => (await groupEntries(page, 'Jobs')).slice(0, 2), shows)
        .toEqual(['Working with Jobs', 'Jet Dashboard']);
    } finally {
      undo();
    }
  });
  await test.step('move a page to another group', async () => {
    const undo = edit(devSite, MENU, (s) =>
      s
        .replace("    'jobs/installer-logs',\n", '')
        .replace(
          "    'deployment/deployment-troubleshooting',\n",
          "    'deployment/deployment-troubleshooting',\n    'jobs/installer-logs',\n",
        ),
    );
    try {
      await expect.poll(() => groupEntries(page, 'Deployment'), shows).toContain('Installer Logs');
      expect(await groupEntries(page, 'Jobs')).not.toContain('Installer Logs');
    } finally {
      undo();
    }
  });
  await test.step('relabel a sub-group', async () => {
    const undo = edit(devSite, MENU, (s) => s.replace("label: 'Routes',", "label: 'Routes and Partners',"));
    try {
      await expect.poll(() => groupEntries(page, 'Administration'), shows).toContain('Routes and Partners');
    } finally {
      undo();
    }
  });
  await test.step('add a page', async () => {
    const file = path.join(devSite.siteDir, 'docs-jet/jobs/preview-check.md');
    fs.writeFileSync(
      file,
      '---\ntitle: Preview Check\ndescription: Check the preview.\nkeywords: [preview]\n---\n\nA page.\n',
    );
    const undo = edit(devSite, MENU, (s) =>
      s.replace(
        "    'jobs/troubleshooting-jobs',\n",
        "    'jobs/troubleshooting-jobs',\n    'jobs/preview-check',\n",
      ),
    );
    try {
      await expect.poll(() => groupEntries(page, 'Jobs'), shows).toContain('Preview Check');
      await expectNotReloaded(page);
      await page.locator('.menu__link', {hasText: 'Preview Check'}).click();
      await expect(page.locator('h1').first()).toHaveText('Preview Check', {timeout: 120_000});
    } finally {
      undo();
      fs.rmSync(file);
    }
  });
});

test('npm run new:page prints the address the running preview shows the new page at', async ({
  page,
  devSite,
}) => {
  const file = path.join(devSite.siteDir, 'docs-jet/jobs/route-test.md');
  const undo = keep(devSite, MENU);
  try {
    const printed = run(devSite, 'scripts/new-page.ts', 'jet', 'jobs/route-test', 'Route Test');
    const address = /The preview shows it at (\S+)/.exec(printed)?.[1];
    expect(address).toBe(`${devSite.url}/jet/jobs/route-test/`);
    await page.goto(address!);
    await expect(page.locator('h1').first()).toHaveText('Route Test', {timeout: 120_000});
    await expect.poll(() => groupEntries(page, 'Jobs')).toContain('Route Test');
  } finally {
    undo();
    fs.rmSync(file, {force: true});
  }
});

test('npm run move:page shows the page in its new group and at its new address', async ({page, devSite}) => {
  await openMarked(page, '/jet/jobs/partner-jobs/', 'Partner Jobs');
  try {
    const printed = run(devSite, 'scripts/move-page.ts', 'jet', 'jobs/installer-logs', 'deployment');
    expect(printed).toContain(`The preview shows it at ${devSite.url}/jet/deployment/installer-logs/`);
    await expect
      .poll(() => groupEntries(page, 'Deployment'), {timeout: MENU_EDIT_SHOWS_WITHIN_MS})
      .toContain('Installer Logs');
    await expectNotReloaded(page);
    // The menu re-renders once more when the compilation after the move settles; a click that lands on the
    // link just replaced does nothing, so click again until the page's new address is reached.
    await expect(async () => {
      await page.locator('.menu__link', {hasText: 'Installer Logs'}).click();
      await expect(page).toHaveURL(/\/jet\/deployment\/installer-logs\/$/, {timeout: 5_000});
    }).toPass({timeout: 60_000});
    await expect(page.locator('h1').first()).toHaveText('Installer Logs', {timeout: 120_000});
  } finally {
    run(devSite, 'scripts/move-page.ts', 'jet', 'deployment/installer-logs', 'jobs');
  }
});
