import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './plugins/diagrams/drawInBrowser';

/**
 * Browser tests run Debian's Chromium against the production build served by
 * nginx with deploy/nginx.conf (its CSP enforced). Each spec runs once, at the
 * widths where what it checks changes, and nowhere else (see `projects`).
 * The `server` project checks the HTTP answers and the built files themselves, without a browser.
 */
export const PORT = Number(process.env.HELP_E2E_PORT ?? 3210);
export const BASE_URL = process.env.HELP_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** A second build with fake analytics ids (`npm run build:analytics`), served on the port after the server tests' two. */
export const ANALYTICS_BUILD_DIR = 'build-analytics';
export const ANALYTICS_BASE_URL = process.env.HELP_ANALYTICS_BASE_URL ?? `http://127.0.0.1:${PORT + 3}`;

/** Specs that open no page (they import `test` from @playwright/test, so no browser starts). */
const NO_PAGE_SPECS = [/server.*\.spec\.ts$/, /search-index\.spec\.ts$/];
/** Specs of the preview (`npm start`), against a development server of their own (tests/e2e/dev/devSite.ts). */
const DEV_SPECS = /\/dev\/.*\.spec\.ts$/;
/** The header, drawer, side menu, tabs and Section dropdown: at 1280, 800 and 375 px. */
const NAVIGATION_SPECS = /navigation\/.*\.spec\.ts$/;
/** Other specs whose layout or behaviour differs on a phone: at 1280 and 375 px. */
const BY_WIDTH_SPECS = [
  'article-hydration', // every reader behaviour of a doc page, on a first load and after a client-side navigation
  'budgets', // the JavaScript a page loads before it is interactive, phones included
  'diagrams', // the narrow drawing on a phone; where text stays small, its Open full size button shows
  'error-pages', // the static pages' header shows no control that needs scripts, at either width
  'feedback', // the question and its form at the end of the article, and their axe checks
  'home', // the headline, the large search box and axe on the phone layout
  'layout-shift', // what moves while a slowed-down page loads
  'page-actions', // "Copy page" beside the title, just above it on a phone
  'print', // media queries on the width still apply in print
  'print-whole', // a printed sheet of a phone's width wraps differently
  'search', // the header box sits behind a button on a phone, snippets hide
  'search-noscript', // without scripts, a phone's search icon is a link to the results page
  'search-sections', // the heading lands below a header of another height
  'tables', // a table wider than a phone is cut at the screen's edge, and says so
  'versions', // the version menu moves into the drawer
  'zoom', // an enlarged figure fits the screen
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
/**
 * Tag of a test, in a spec that runs at several widths, that sets every width it checks
 * itself (the 39-width header sweep) or checks nothing a width changes: it runs at 1280 px only.
 */
export const ONE_WIDTH = '@one-width';
const ONE_WIDTH_TAG = new RegExp(ONE_WIDTH);
/**
 * Tags of navigation tests that check one layout: the wide one (1280 px: side menu column, product tabs)
 * runs in `desktop` only; the narrow ones (drawer, Section dropdown) in `medium` and `mobile` only.
 */
export const WIDE_LAYOUT = '@wide-layout';
export const NARROW_LAYOUT = '@narrow-layout';

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
  // Two on this 2-core machine: much of a browser test is waiting on the page, and the versioned
  // copy of the site (tests/e2e/versionedSite.ts) builds in one worker while the other tests on.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // Requests a service worker answers never reach `page.route`; specs about
    // offline reading allow it again (`tests/e2e/offline.spec.ts`).
    serviceWorkers: 'block',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  projects: [
    // Specs that open no page: nginx's answers to raw HTTP, and Node-only checks of the built
    // index. Nothing in them depends on a window, so they run once, without a browser.
    {name: 'server', testMatch: NO_PAGE_SPECS},
    // Every page spec runs at 1280 px. For the specs not listed below (analytics, code blocks, CSP,
    // entry scripts, offline, OS tabs, page loading, prefetch, the walk of every route, search events,
    // the search worker, writers' links) the width changes nothing they check: scripts, requests,
    // headers, data-layer entries, timings, keyboard behaviour. They run here only.
    {
      name: 'desktop',
      testIgnore: [...NO_PAGE_SPECS, DEV_SPECS],
      grepInvert: new RegExp(NARROW_LAYOUT),
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
    // Navigation chrome changes between 600 and 997 px (tabs give way to the Section dropdown and a
    // temporary drawer): the navigation specs run at 800 px too.
    {
      name: 'medium',
      testMatch: NAVIGATION_SPECS,
      grepInvert: [ONE_WIDTH_TAG, new RegExp(WIDE_LAYOUT)],
      use: {...devices['Desktop Chrome'], viewport: {width: 800, height: 800}},
    },
    // A phone: the navigation specs and BY_WIDTH_SPECS, where the layout or behaviour changes below 600 px.
    {
      name: 'mobile',
      testMatch: [NAVIGATION_SPECS, ...BY_WIDTH_SPECS],
      // The preview's own search spec (dev/search.spec.ts) shares a name with a phone spec.
      testIgnore: DEV_SPECS,
      grepInvert: [ONE_WIDTH_TAG, new RegExp(WIDE_LAYOUT)],
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 375, height: 740},
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    // The preview: one development server on a copy of the site, so one worker; each spec sets the
    // widths it checks (1280 and 375 px). It compiles pages as they are first opened, so on CI's two
    // cores it opens a sample of each kind; `npm run sweep:dev` opens every route.
    {
      name: 'dev',
      testMatch: DEV_SPECS,
      workers: 1,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: [
    ...(process.env.HELP_BASE_URL ? [] : [nginxServer('build', PORT, BASE_URL)]),
    ...(process.env.HELP_ANALYTICS_BASE_URL || !fs.existsSync(`${ANALYTICS_BUILD_DIR}/index.html`)
      ? []
      : [nginxServer(ANALYTICS_BUILD_DIR, PORT + 3, ANALYTICS_BASE_URL)]),
  ],
});
