/**
 * The development server (`docusaurus start`, as `npm start` runs it) on a
 * copy of the site in a temporary folder, on a free port, as the `baseURL` of
 * the tests that use this `test`. One server for the worker: the `dev` project
 * runs on one worker (playwright.config.ts). Being a copy, the tests may edit
 * its pages and menus freely: the checkout, its `.docusaurus/` and `build/`
 * (which the production specs read meanwhile) are never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  startDevServer,
  waitUntilAnswering,
  type RunningDevServer,
} from '../../../scripts/lib/devServer';
import {copySite} from '../../../scripts/site-copy';
import type {Page} from '@playwright/test';
import {test as base} from '../fixtures';

export interface DevSite {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The copy the server runs on. */
  readonly siteDir: string;
  /** What the server printed so far. */
  output(): string;
}

export const test = base.extend<object, {devSite: DevSite}>({
  devSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-dev-'));
      copySite(siteDir);
      // The bundler's persistent cache lives in node_modules, which the copy shares with the checkout.
      const server: RunningDevServer = startDevServer({
        siteDir,
        port: await freePort(),
        env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      });
      try {
        await waitUntilAnswering(`${server.url}/`, 10 * 60_000, server.exited);
        await use({url: server.url, siteDir, output: server.output});
      } finally {
        await server.stop();
        fs.rmSync(siteDir, {recursive: true, force: true});
      }
    },
    // Compiling the app on a busy 2-core machine takes minutes.
    {scope: 'worker', timeout: 12 * 60_000},
  ],
  baseURL: async ({devSite}, use) => use(devSite.url),
});

export {expect} from '../fixtures';

/** The widths every development-server check runs at: the desktop layout and a phone's. */
export const WIDTHS = [
  {name: '1280 px', use: {viewport: {width: 1280, height: 800}}},
  {
    name: '375 px',
    use: {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true, deviceScaleFactor: 2},
  },
] as const;

/** The entries a side-menu group lists (opening it first), in order. */
export async function groupEntries(page: Page, label: string): Promise<string[]> {
  const group = page
    .locator('.theme-doc-sidebar-item-category')
    .filter({has: page.locator(':scope > div > .menu__link', {hasText: new RegExp(`^${label}$`)})})
    .first();
  const heading = group.locator(':scope > div > .menu__link');
  if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
  return group
    .locator(':scope > ul > li > div > .menu__link, :scope > ul > li > .menu__link')
    .allInnerTexts();
}
