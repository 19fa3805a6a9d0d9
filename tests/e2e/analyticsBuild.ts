/** Test helpers for builds with analytics ids: no request leaves the machine, and every data-layer push is recorded. */
import fs from 'node:fs';
import type {BrowserContext, Page} from '@playwright/test';
import {ANALYTICS_BASE_URL, ANALYTICS_BUILD_DIR} from '../../playwright.config';
import {test} from './fixtures';

export const ANALYTICS_HOSTS =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$/;

/**
 * Nothing leaves the machine: requests to any other origin are recorded and
 * answered locally (the analytics tags with an empty script), never sent.
 */
export async function interceptThirdParties(context: BrowserContext, siteOrigin: string): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.origin !== siteOrigin && url.protocol.startsWith('http'),
    (route) => {
      const url = new URL(route.request().url());
      requested.push(url.href);
      return ANALYTICS_HOSTS.test(url.hostname)
        ? route.fulfill({status: 200, contentType: 'text/javascript', body: ''})
        : route.abort('blockedbyclient');
    },
  );
  return requested;
}

export interface Push {
  readonly entry: {readonly event?: string; readonly [field: string]: unknown};
  /** performance.now() when pushed. */
  readonly at: number;
  /** The page's h1 when pushed. */
  readonly heading: string;
}

/** Records every `dataLayer.push` with its time and the h1 on screen at that moment. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pushes: unknown[] = [];
    const dataLayer: unknown[] = [];
    dataLayer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        pushes.push({
          entry: JSON.parse(JSON.stringify(entry)),
          at: performance.now(),
          heading: document.querySelector('h1')?.textContent ?? '',
        });
      }
      return Array.prototype.push.apply(dataLayer, entries);
    };
    Object.assign(window, {dataLayer, dataLayerPushes: pushes});
  });
}

/** Every push so far, oldest first. */
export async function pushes(page: Page): Promise<Push[]> {
  return page.evaluate(() => (window as unknown as {dataLayerPushes: Push[]}).dataLayerPushes);
}

/** Runs the enclosing `describe`'s tests against the build with analytics ids, which must exist. */
export function useAnalyticsBuild(): void {
  test.use({baseURL: ANALYTICS_BASE_URL});
  test.beforeAll(() => {
    if (!fs.existsSync(`${ANALYTICS_BUILD_DIR}/index.html`)) {
      throw new Error(
        `No analytics build in ${ANALYTICS_BUILD_DIR}/: run \`npm run build:analytics\` first.`,
      );
    }
  });
}
