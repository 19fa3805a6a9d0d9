import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run Debian's Chromium against the production build served by
 * nginx with deploy/nginx.conf (its CSP enforced), at desktop and phone widths
 * (navigation also at 800 px).
 * The `server` project checks the HTTP answers themselves, without a browser.
 */
export const PORT = Number(process.env.HELP_E2E_PORT ?? 3210);
export const BASE_URL = process.env.HELP_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const SERVER_SPECS = /server.*\.spec\.ts$/;
/** A second build with fake analytics ids (`npm run build:analytics`), served on the port after the server tests' two. */
export const ANALYTICS_BUILD_DIR = 'build-analytics';
export const ANALYTICS_BASE_URL = process.env.HELP_ANALYTICS_BASE_URL ?? `http://127.0.0.1:${PORT + 3}`;

function nginxServer(dir: string, port: number, url: string) {
  return {
    command: `npx tsx scripts/serve-prod.ts --no-build --dir ${dir} --port ${port}`,
    url: `${url}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // Requests a service worker answers never reach `page.route`; specs about
    // offline reading allow it again (`tests/e2e/offline.spec.ts`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {name: 'server', testMatch: SERVER_SPECS},
    {
      name: 'desktop',
      testIgnore: SERVER_SPECS,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
    // Navigation chrome changes between 600 and 997 px (tabs plus a temporary drawer).
    {
      name: 'medium',
      testMatch: 'navigation/**/*.spec.ts',
      use: {...devices['Desktop Chrome'], viewport: {width: 800, height: 800}},
    },
    {
      name: 'mobile',
      testIgnore: SERVER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 375, height: 740},
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    ...(process.env.HELP_BASE_URL ? [] : [nginxServer('build', PORT, BASE_URL)]),
    ...(process.env.HELP_ANALYTICS_BASE_URL || !fs.existsSync(`${ANALYTICS_BUILD_DIR}/index.html`)
      ? []
      : [nginxServer(ANALYTICS_BUILD_DIR, PORT + 3, ANALYTICS_BASE_URL)]),
  ],
});
