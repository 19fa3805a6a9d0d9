/**
 * `npm run bench [-- --quick] [-- --only build,pages,lighthouse,growth,stock] [-- --build <dir>]`
 * `npm run bench -- --only baseline --baseline <dir> [-- --build <dir>]`
 * `npm run bench -- --only variants --variant <name>=<dir> --variant <name>=<dir> … [--page <path> …] [--lighthouse-runs N] [--cpu-runs N] [--hydration-runs N] [--port N]`
 *
 * The performance budgets of the site, measured and printed as Markdown tables:
 * - build: cold production build (wall time, peak memory) with @docusaurus/faster
 *   and, as the baseline in the same run, with webpack, on a copy of this commit;
 * - pages: JavaScript each budget page loads before it is interactive (gzip),
 *   and until the network is idle with the page scrolled through;
 * - lighthouse: Lighthouse 12, mobile preset, Debian's Chromium, the production
 *   build served by nginx with deploy/nginx.conf;
 * - growth: a copy with 4× the pages (synthetic copies, in a temporary folder)
 *   against the plain copy: build time and JavaScript of the same doc page;
 * - stock: a stock Docusaurus classic site with the same four content folders
 *   (bench/stock.ts), built in a temporary folder and served by plain nginx
 *   with gzip, measured alternately with ours: Lighthouse and JavaScript until
 *   network idle, one table per page with the ratio ours ÷ stock.
 * Each timing is the median of 3 runs (1 with --quick). Needs `npm run build` first
 * (pages and lighthouse measure build/, or the prepared build `--build` names).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {PRODUCT_IDS, contentDir} from '../src/products';
import {isCategory, type MenuItem} from '../config/sidebarTree';
import {sidebarItems} from '../sidebars';
import {startNginx} from '../scripts/lib/nginx';
import {copySite} from '../scripts/site-copy';
import {median} from '../scripts/lib/stats';
import {markdownFiles} from '../scripts/lib/files';
import {
  scriptsOfFirstVisit,
  scriptsUntilIdle,
  scriptsUntilNetworkIdle,
  type PageScripts,
} from '../scripts/lib/pageWeight';
import {BUDGET_PAGES} from '../scripts/lib/budgets';
import {benchTool} from './tools';
import {hydrationMs, loadCpu} from './mainThread';
import {DOCUSAURUS_VERSION, buildStockSite, plainNginxConfig, writeStockSite} from './stock';
import {
  SIDE_BY_SIDE_PAGES,
  comparisonTable,
  medianFigures,
  type OtherSite,
  type PageFigures,
  type SideBySidePage,
} from './sideBySide';

const ROOT = path.join(__dirname, '..');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const {values: options} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    only: {type: 'string'},
    build: {type: 'string'},
    baseline: {type: 'string'},
    variant: {type: 'string', multiple: true},
    page: {type: 'string', multiple: true},
    'lighthouse-runs': {type: 'string'},
    'cpu-runs': {type: 'string', default: '7'},
    'hydration-runs': {type: 'string', default: '0'},
    /** First port of `--only variants`' servers, one per build. */
    port: {type: 'string', default: '3490'},
  },
});
const QUICK = options.quick;
const RUNS = QUICK ? 1 : 3;
const only = options.only?.split(',') ?? null;
/** The prepared build the page and Lighthouse figures are taken from (`--build <dir>`, default build/). */
const BUILD_DIR = path.resolve(options.build ?? path.join(ROOT, 'build'));
const wants = (part: string): boolean => only === null || only.includes(part);

export const TARGETS = {
  jsGzipKB: 120,
  performance: 98,
  otherScores: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  buildSeconds: 30,
  /** Issue 16: with 4× the pages, a doc page's JavaScript grows less than this, and the cold build less than `growthBuild`. */
  growthJs: 1.1,
  growthBuild: 4,
  buildMemoryGiB: 2,
} as const;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const met = (ok: boolean): string => (ok ? 'met' : '**missed**');

// ---------------------------------------------------------------- site copies

/** A copy of the site's sources in a temporary folder, sharing node_modules. */
function copySiteTo(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `help-bench-${label}-`));
  copySite(dir);
  return dir;
}

function withPrefix(items: readonly MenuItem[], prefix: string): MenuItem[] {
  return items.map((item) =>
    isCategory(item) ? {...item, items: withPrefix(item.items, prefix)} : `${prefix}/${item}`,
  );
}

/**
 * Grows a copy to `factor` times its pages: each product's docs (all but the
 * section root) are copied into `synthetic-N/` folders, and each copy gets its
 * own group in the product's side menu, as a real product would grow.
 */
function growSite(dir: string, factor: number): number {
  let pages = 0;
  for (const id of PRODUCT_IDS) {
    const docsDir = path.join(dir, contentDir(id));
    const files = markdownFiles(docsDir)
      .map((file) => path.relative(docsDir, file))
      .filter((file) => file !== 'index.md');
    const menu: MenuItem[] = [...sidebarItems(id)];
    for (let copy = 1; copy < factor; copy += 1) {
      const prefix = `synthetic-${copy}`;
      for (const file of files) {
        const target = path.join(docsDir, prefix, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(path.join(docsDir, file), target);
        pages += 1;
      }
      menu.push({
        type: 'category',
        label: `Synthetic copy ${copy}`,
        items: withPrefix(sidebarItems(id), prefix),
      });
    }
    fs.writeFileSync(
      path.join(dir, 'sidebars', `${id}.ts`),
      `const sidebars = ${JSON.stringify({[id]: menu}, null, 2)};\nexport default sidebars;\n`,
    );
  }
  return pages;
}

interface BuildRun {
  readonly seconds: number;
  readonly peakMiB: number;
}

/** The step `npm run build` runs after the bundler (CSP hashes, redirects, brotli and gzip copies), timed. */
function prepareStep(dir: string): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['tsx', 'deploy/prepare.ts', 'build'], {cwd: dir, encoding: 'utf8'});
  if (result.status !== 0)
    throw new Error(`deploy/prepare.ts failed in ${dir}:\n${result.stderr.slice(-3000)}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** One cold build (no cache, no previous output) of a site copy, timed by GNU time. */
function coldBuild(dir: string, env: NodeJS.ProcessEnv = {}): BuildRun {
  for (const stale of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(dir, stale), {recursive: true, force: true});
  }
  const report = path.join(dir, 'time.txt');
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', '-o', report, 'npx', 'docusaurus', 'build'], {
    cwd: dir,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Build failed in ${dir}:\n${result.stderr.slice(-3000)}`);
  const [seconds, peakKiB] = fs.readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
  return {seconds, peakMiB: peakKiB / 1024};
}

function medianBuild(dir: string, env: NodeJS.ProcessEnv = {}): BuildRun {
  const runs = Array.from({length: RUNS}, () => coldBuild(dir, env));
  return {seconds: median(runs.map((r) => r.seconds)), peakMiB: median(runs.map((r) => r.peakMiB))};
}

function loadAverage(): string {
  return os.loadavg()[0].toFixed(1);
}

// ---------------------------------------------------------------- measurements

async function firstVisitScripts(
  browser: Browser,
  url: string,
  measure: typeof scriptsOfFirstVisit = scriptsOfFirstVisit,
): Promise<PageScripts> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 375, height: 740}});
  try {
    return await measure(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** Serves a site copy's build (no prepare step) for byte counts only. */
async function serveCopy(dir: string, port: number): Promise<{url: string; stop: () => void}> {
  const child = spawn('npx', ['docusaurus', 'serve', '--dir', 'build', '--port', String(port), '--no-open'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {url, stop: () => process.kill(-child.pid!, 'SIGTERM')};
}

interface LighthouseResult {
  readonly scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** Lighthouse's time to interactive (no longer part of the score, still measured). */
  readonly ttiMs: number;
  readonly cls: number;
  readonly thirdPartyRequests: number;
  readonly fontRequests: number;
  /** Main-thread time by script (Lighthouse `bootup-time`), largest first. */
  readonly bootup: readonly {url: string; totalMs: number; scriptingMs: number}[];
  /** Long tasks (Lighthouse `long-tasks`), by the script they are attributed to. */
  readonly longTasks: readonly {url: string; durationMs: number}[];
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): run it again, up to 3 times. */
function lighthouse(url: string): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`(Lighthouse attempt ${attempt} failed on ${url}; running it again.)`);
    }
  }
}

function lighthouseOnce(url: string): LighthouseResult {
  const output = path.join(os.tmpdir(), `help-lighthouse-${process.pid}.json`);
  const result = spawnSync(
    benchTool('lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {env: {...process.env, CHROME_PATH: CHROMIUM}, encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr.slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  fs.rmSync(output, {force: true});
  const score = (id: string): number => Math.round(report.categories[id].score * 100);
  const origin = new URL(url).origin;
  const requests: {url: string; resourceType: string}[] = report.audits['network-requests'].details.items;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    ttiMs: report.audits.interactive?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    bootup: (report.audits['bootup-time'].details?.items ?? []).map(
      (item: {url: string; total: number; scripting: number}) => ({
        url: item.url,
        totalMs: item.total,
        scriptingMs: item.scripting,
      }),
    ),
    longTasks: (report.audits['long-tasks'].details?.items ?? []).map(
      (item: {url: string; duration: number}) => ({
        url: item.url,
        durationMs: item.duration,
      }),
    ),
    thirdPartyRequests: requests.filter(
      (request) => !request.url.startsWith(origin) && !request.url.startsWith('data:'),
    ).length,
    fontRequests: requests.filter((request) => request.resourceType === 'Font').length,
  };
}

// ---------------------------------------------------------------- parts

async function benchBuild(): Promise<void> {
  const dir = copySiteTo('build');
  try {
    console.log(`\n## Cold build (median of ${RUNS}; load average before: ${loadAverage()})\n`);
    const faster = medianBuild(dir);
    const prepare = prepareStep(dir);
    const webpack = medianBuild(dir, {HELP_BUNDLER: 'webpack'});
    console.log('| Bundler | Wall time | Peak memory | Targets (≤ 30 s, ≤ 2 GiB) |');
    console.log('| --- | ---: | ---: | --- |');
    const ok = faster.seconds <= TARGETS.buildSeconds && faster.peakMiB <= TARGETS.buildMemoryGiB * 1024;
    console.log(
      `| @docusaurus/faster (Rspack) | ${faster.seconds.toFixed(1)} s | ${faster.peakMiB.toFixed(0)} MiB | ${met(ok)} |`,
    );
    console.log(
      `| webpack (same commit) | ${webpack.seconds.toFixed(1)} s | ${webpack.peakMiB.toFixed(0)} MiB | baseline |`,
    );
    console.log(
      `\nRatio faster ÷ webpack: time ${(faster.seconds / webpack.seconds).toFixed(2)}, memory ${(faster.peakMiB / webpack.peakMiB).toFixed(2)}.`,
    );
    console.log(
      `Then deploy/prepare.ts (hashes, headers, brotli and gzip copies), part of \`npm run build\`, one run on the last build: ${prepare.toFixed(1)} s.`,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function benchPages(browser: Browser, base: string): Promise<void> {
  console.log('\n## JavaScript loaded before the page is interactive (first visit, gzip -9 of each file)\n');
  console.log(
    'Until idle: every script until the network is idle, the page scrolled to its end (what loads on approach, such as diagram code, included).\n',
  );
  console.log('| Page | Files | Raw | Gzip | Target ≤ 120 KB | Until idle: files, gzip |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: |');
  for (const page of BUDGET_PAGES) {
    const scripts = await firstVisitScripts(browser, `${base}${page.path}`);
    const idle = await firstVisitScripts(browser, `${base}${page.path}`, scriptsUntilIdle);
    console.log(
      `| ${page.name} \`${page.path}\` | ${scripts.files} | ${kb(scripts.raw)} | ${kb(scripts.gzip)} | ` +
        `${met(scripts.gzip <= TARGETS.jsGzipKB * 1024)} | ${idle.files}, ${kb(idle.gzip)} |`,
    );
  }
}

function benchLighthouse(base: string): void {
  console.log(
    `\n## Lighthouse 12, mobile preset (median of ${RUNS}; load average before: ${loadAverage()})\n`,
  );
  console.log(
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Third-party / font requests | Targets |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const page of BUDGET_PAGES) {
    const runs = Array.from({length: RUNS}, () => lighthouse(`${base}${page.path}`));
    const pick = (get: (run: LighthouseResult) => number): number => median(runs.map(get));
    const s = {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      bestPractices: pick((r) => r.scores['best-practices']),
      seo: pick((r) => r.scores.seo),
      lcp: pick((r) => r.lcpMs),
      tbt: pick((r) => r.tbtMs),
      cls: pick((r) => r.cls),
      thirdParty: Math.max(...runs.map((r) => r.thirdPartyRequests)),
      fonts: Math.max(...runs.map((r) => r.fontRequests)),
    };
    const missed = [
      s.performance < TARGETS.performance && 'performance',
      (s.accessibility < 100 || s.bestPractices < 100 || s.seo < 100) && 'scores',
      s.lcp > TARGETS.lcpMs && 'LCP',
      s.tbt > TARGETS.tbtMs && 'TBT',
      s.cls > TARGETS.cls && 'CLS',
      s.thirdParty + s.fonts > 0 && 'requests',
    ].filter(Boolean);
    console.log(
      `| ${page.name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcp / 1000).toFixed(2)} s | ` +
        `${s.tbt.toFixed(0)} ms | ${s.cls.toFixed(3)} | ${s.thirdParty} / ${s.fonts} | ${missed.length ? `**missed: ${missed.join(', ')}**` : 'met'} |`,
    );
  }
}

async function benchGrowth(browser: Browser): Promise<void> {
  const plain = copySiteTo('plain');
  const grown = copySiteTo('grown');
  const servers: {stop: () => void}[] = [];
  try {
    const added = growSite(grown, 4);
    console.log(
      `\n## Cost of growth: 4× the pages (${added} synthetic pages added; median of ${RUNS}; load average before: ${loadAverage()})\n`,
    );
    const plainBuild = medianBuild(plain);
    const grownBuild = medianBuild(grown);
    const page = '/jet/jobs/partner-jobs/';
    const plainServer = await serveCopy(plain, 3470);
    const grownServer = await serveCopy(grown, 3471);
    servers.push(plainServer, grownServer);
    const plainJs = await firstVisitScripts(browser, `${plainServer.url}${page}`);
    const grownJs = await firstVisitScripts(browser, `${grownServer.url}${page}`);
    const timeRatio = grownBuild.seconds / plainBuild.seconds;
    const jsRatio = grownJs.gzip / plainJs.gzip;
    console.log(`| Site | Build time | Peak memory | JavaScript of \`${page}\` (gzip) |`);
    console.log('| --- | ---: | ---: | ---: |');
    console.log(
      `| As is | ${plainBuild.seconds.toFixed(1)} s | ${plainBuild.peakMiB.toFixed(0)} MiB | ${kb(plainJs.gzip)} |`,
    );
    console.log(
      `| 4× pages | ${grownBuild.seconds.toFixed(1)} s | ${grownBuild.peakMiB.toFixed(0)} MiB | ${kb(grownJs.gzip)} |`,
    );
    console.log(
      `\nRatios: build time ${timeRatio.toFixed(2)}× (target < ${TARGETS.growthBuild}: ${met(timeRatio < TARGETS.growthBuild)}), ` +
        `JavaScript ${jsRatio.toFixed(2)}× (target < ${TARGETS.growthJs}: ${met(jsRatio < TARGETS.growthJs)}).`,
    );
  } finally {
    for (const server of servers) server.stop();
    fs.rmSync(plain, {recursive: true, force: true});
    fs.rmSync(grown, {recursive: true, force: true});
  }
}

interface SiteRun {
  readonly figures: PageFigures;
  readonly lighthouse: LighthouseResult;
}

async function measureSite(browser: Browser, url: string): Promise<SiteRun> {
  const report = lighthouse(url);
  const js = await firstVisitScripts(browser, url, (page, address) =>
    scriptsUntilNetworkIdle(page, address, {scroll: false}),
  );
  const scrolled = await firstVisitScripts(browser, url, scriptsUntilIdle);
  const figures: PageFigures = {
    performance: report.scores.performance,
    accessibility: report.scores.accessibility,
    bestPractices: report.scores['best-practices'],
    seo: report.scores.seo,
    tbtMs: report.tbtMs,
    lcpMs: report.lcpMs,
    cls: report.cls,
    jsGzipBytes: js.gzip,
    scripts: js.files,
    jsScrolledGzipBytes: scrolled.gzip,
    scriptsScrolled: scrolled.files,
  };
  return {figures, lighthouse: report};
}

/** The run whose TBT is the median one, for the profile. */
function medianRun(runs: readonly SiteRun[]): SiteRun {
  const sorted = [...runs].sort((a, b) => a.figures.tbtMs - b.figures.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printProfile(site: string, run: SiteRun): void {
  const name = (url: string): string => (url.startsWith('http') ? new URL(url).pathname : url);
  console.log(
    `\n${site}: TBT ${run.figures.tbtMs.toFixed(0)} ms. Main-thread time by script (bootup-time, ms total / scripting):`,
  );
  for (const item of run.lighthouse.bootup.slice(0, 6)) {
    console.log(`- \`${name(item.url)}\`: ${item.totalMs.toFixed(0)} / ${item.scriptingMs.toFixed(0)}`);
  }
  const tasks = run.lighthouse.longTasks.map(
    (task) => `${task.durationMs.toFixed(0)} ms (\`${name(task.url)}\`)`,
  );
  console.log(`Long tasks: ${tasks.length ? tasks.join(', ') : 'none'}.`);
}

/**
 * Measures this build and another site alternately, run by run (so that a
 * change of load hits both), on every side-by-side page; prints one table per
 * page and where the main-thread time went in the median-TBT run of each.
 */
async function sideBySide(
  browser: Browser,
  oursUrl: string,
  other: OtherSite & {url: string; hasPage: (page: SideBySidePage) => boolean},
): Promise<void> {
  const before = loadAverage();
  const profiles: {page: string; ours: SiteRun; other: SiteRun}[] = [];
  for (const page of SIDE_BY_SIDE_PAGES) {
    const oursRuns: SiteRun[] = [];
    const otherRuns: SiteRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      oursRuns.push(await measureSite(browser, `${oursUrl}${page.path}`));
      if (other.hasPage(page)) otherRuns.push(await measureSite(browser, `${other.url}${page.path}`));
    }
    const otherFigures = otherRuns.length > 0 ? medianFigures(otherRuns.map((r) => r.figures)) : null;
    console.log(
      `${comparisonTable(page, medianFigures(oursRuns.map((r) => r.figures)), otherFigures, other)}\n`,
    );
    if (otherRuns.length > 0)
      profiles.push({page: page.path, ours: medianRun(oursRuns), other: medianRun(otherRuns)});
  }
  console.log(`Load average before: ${before}, after: ${loadAverage()}.`);
  for (const profile of profiles) {
    console.log(
      `\n### Where the main-thread time goes: \`${profile.page}\` (the median-TBT run of each site)`,
    );
    printProfile('Ours', profile.ours);
    printProfile(other.label, profile.other);
  }
}

async function benchStock(browser: Browser): Promise<void> {
  const stockDir = writeStockSite();
  try {
    buildStockSite(stockDir);
    const ours = await startNginx({root: BUILD_DIR, port: 3480});
    const stock = await startNginx({root: path.join(stockDir, 'build'), port: 3481}, plainNginxConfig);
    try {
      console.log(
        `\n## Side by side with stock Docusaurus ${DOCUSAURUS_VERSION} (median of ${RUNS}, measured alternately; load average before: ${loadAverage()})\n`,
      );
      console.log(
        'Ours: the build through deploy/nginx.conf. Stock: a classic site with the same four content folders, plain nginx, gzip level 6. JavaScript: every script until the network is idle (gzip -9 of each file), as the Lighthouse load sees it, and with the page scrolled through.\n',
      );
      await sideBySide(browser, ours.url, {
        url: stock.url,
        label: 'Stock',
        isStock: true,
        hasPage: (page) => page.inStock,
      });
    } finally {
      await ours.stop();
      await stock.stop();
    }
  } finally {
    fs.rmSync(stockDir, {recursive: true, force: true});
  }
}

/**
 * `--only baseline --baseline <dir>`: this build against another prepared
 * build of ours (a change against the commit before it), both through
 * deploy/nginx.conf, measured alternately as the stock part does.
 */
async function benchBaseline(browser: Browser, baselineDir: string): Promise<void> {
  const ours = await startNginx({root: BUILD_DIR, port: 3482});
  const baseline = await startNginx({root: baselineDir, port: 3483});
  try {
    console.log(
      `\n## This build (${BUILD_DIR}) against a baseline build (${baselineDir}) (median of ${RUNS}, measured alternately; load average before: ${loadAverage()})\n`,
    );
    await sideBySide(browser, ours.url, {
      url: baseline.url,
      label: 'Baseline',
      isStock: false,
      hasPage: () => true,
    });
  } finally {
    await ours.stop();
    await baseline.stop();
  }
}

/** The pages `--only variants` measures unless `--page` names others: the deep doc page and the page with code in tabs. */
const VARIANT_PAGES = [
  '/flight-deck/jobs/object-mover/objectdropbox/',
  '/flight-deck/gateway/administration/installing-configuring/',
];

/**
 * `--only variants --variant <name>=<dir> …`: prepared builds of ours (the
 * first is the reference, such as the build with every plugin; the others
 * each leave one out, `HELP_WITHOUT_PLUGINS`), all through deploy/nginx.conf,
 * measured alternately: each run measures every build once, starting from a
 * different one each time, so a change of load hits all of them. Prints, per
 * page, Lighthouse TBT (median and every run), main-thread time (Lighthouse
 * `bootup-time`, all scripts), LCP, time to interactive and the JavaScript
 * until the network is idle, each against the reference.
 */
/**
 * `runs` rounds over `count` builds, each round starting at a different one so
 * that a change of load hits all of them; the measures of each build, in order.
 */
async function alternately<T>(
  count: number,
  runs: number,
  measure: (index: number) => Promise<T>,
): Promise<T[][]> {
  const results = Array.from({length: count}, () => [] as T[]);
  for (let run = 0; run < runs; run += 1) {
    for (let step = 0; step < count; step += 1) {
      const index = (run + step) % count;
      results[index].push(await measure(index));
    }
  }
  return results;
}

/** Time to hydration over emulated Slow 4G (bench/mainThread.ts) in each build, `runs` alternating loads each. */
async function hydrationOfVariants(
  browser: Browser,
  variants: readonly {name: string; dir: string}[],
  servers: readonly {url: string}[],
  page: string,
  runs: number,
): Promise<void> {
  const times = await alternately(variants.length, runs, (index) =>
    hydrationMs(browser, `${servers[index].url}${page}`),
  );
  const reference = median(times[0]);
  console.log(`\n### \`${page}\`: time to hydration over Slow 4G (${runs} alternating loads each)\n`);
  console.log('| Build | Median | Fastest–slowest | Against the first |');
  console.log('| --- | ---: | --- | --- |');
  times.forEach((list, index) => {
    const delta = median(list) - reference;
    const against = index === 0 ? 'reference' : `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(0)} ms`;
    console.log(
      `| ${variants[index].name} | ${median(list).toFixed(0)} ms | ${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)} ms | ${against} |`,
    );
  });
}

/**
 * The main-thread CPU time of a page in each build (bench/mainThread.ts),
 * `runs` traced loads each, alternating between the builds: medians, the
 * spread of the reference build's runs (what counts as noise), and each
 * build against the reference.
 */
async function cpuOfVariants(
  browser: Browser,
  variants: readonly {name: string; dir: string}[],
  servers: readonly {url: string}[],
  page: string,
  runs: number,
): Promise<void> {
  const loads = await alternately(variants.length, runs, (index) =>
    loadCpu(browser, `${servers[index].url}${page}`),
  );
  const figures = loads.map((list) => ({
    cpu: median(list.map((l) => l.cpuMs)),
    cpuMin: Math.min(...list.map((l) => l.cpuMs)),
    cpuMax: Math.max(...list.map((l) => l.cpuMs)),
    blocking: median(list.map((l) => l.blocking4xMs)),
    longest: median(list.map((l) => l.longestMs)),
  }));
  const [reference] = figures;
  const signed = (value: number): string => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)} ms`;
  console.log(
    `\n### \`${page}\`: main-thread CPU time of a load (thread time, ${runs} alternating loads each)\n`,
  );
  console.log(
    '| Build | CPU (median) | CPU, fastest–slowest run | Blocking at 4× (median) | Longest task | Against the first: CPU, blocking at 4× |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | --- |');
  figures.forEach((f, index) => {
    const against =
      index === 0
        ? 'reference'
        : `${signed(f.cpu - reference.cpu)}, ${signed(f.blocking - reference.blocking)}`;
    console.log(
      `| ${variants[index].name} | ${f.cpu.toFixed(0)} ms | ${f.cpuMin.toFixed(0)}–${f.cpuMax.toFixed(0)} ms | ${f.blocking.toFixed(0)} ms | ` +
        `${f.longest.toFixed(1)} ms | ${against} |`,
    );
  });
}

async function benchVariants(
  browser: Browser,
  variants: readonly {name: string; dir: string}[],
  pages: readonly string[],
  {lighthouseRuns, cpuRuns, hydrationRuns}: {lighthouseRuns: number; cpuRuns: number; hydrationRuns: number},
): Promise<void> {
  const servers = await Promise.all(
    variants.map((variant, index) => startNginx({root: variant.dir, port: Number(options.port) + index})),
  );
  try {
    const before = loadAverage();
    console.log(
      `\n## Builds measured alternately (Lighthouse: median of ${lighthouseRuns}; main-thread CPU: median of ${cpuRuns}; load average before: ${before})\n`,
    );
    for (const variant of variants) console.log(`- ${variant.name}: \`${variant.dir}\``);
    for (const page of pages) {
      if (cpuRuns > 0) await cpuOfVariants(browser, variants, servers, page, cpuRuns);
      if (hydrationRuns > 0) await hydrationOfVariants(browser, variants, servers, page, hydrationRuns);
      if (lighthouseRuns === 0) continue;
      const runs = await alternately(variants.length, lighthouseRuns, (index) =>
        measureSite(browser, `${servers[index].url}${page}`),
      );
      const figures = runs.map((list) => ({
        tbt: median(list.map((r) => r.figures.tbtMs)),
        tbtRuns: list.map((r) => r.figures.tbtMs.toFixed(0)).join(', '),
        mainThread: median(list.map((r) => r.lighthouse.bootup.reduce((sum, item) => sum + item.totalMs, 0))),
        lcp: median(list.map((r) => r.figures.lcpMs)),
        tti: median(list.map((r) => r.lighthouse.ttiMs)),
        js: median(list.map((r) => r.figures.jsGzipBytes)),
      }));
      const [reference] = figures;
      const signed = (value: number, unit: string, digits = 0): string =>
        `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}${unit}`;
      console.log(`\n### \`${page}\`: Lighthouse\n`);
      console.log(
        '| Build | TBT (median) | TBT, every run | Main-thread time (bootup-time) | LCP | TTI | JS until idle (gzip) | Against the first: TBT, main thread, TTI, JS |',
      );
      console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
      figures.forEach((f, index) => {
        const against =
          index === 0
            ? 'reference'
            : `${signed(f.tbt - reference.tbt, ' ms')}, ${signed(f.mainThread - reference.mainThread, ' ms')}, ` +
              `${signed(f.tti - reference.tti, ' ms')}, ${signed((f.js - reference.js) / 1024, ' KB', 1)}`;
        console.log(
          `| ${variants[index].name} | ${f.tbt.toFixed(0)} ms | ${f.tbtRuns} | ${f.mainThread.toFixed(0)} ms | ` +
            `${(f.lcp / 1000).toFixed(2)} s | ${(f.tti / 1000).toFixed(2)} s | ${kb(f.js)} | ${against} |`,
        );
      });
    }
    console.log(`\nLoad average before: ${before}, after: ${loadAverage()}.`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main(): Promise<void> {
  console.log(
    `# npm run bench${QUICK ? ' -- --quick' : ''} — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  if (wants('build')) await benchBuild();
  if (
    wants('pages') ||
    wants('lighthouse') ||
    wants('growth') ||
    wants('stock') ||
    wants('baseline') ||
    wants('variants')
  ) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      if (wants('pages') || wants('lighthouse')) {
        if (!fs.existsSync(path.join(BUILD_DIR, '_nginx')))
          throw new Error(`No prepared build in ${BUILD_DIR}: run \`npm run build\` first.`);
        const nginx = await startNginx({root: BUILD_DIR, port: 3460});
        try {
          if (wants('pages')) await benchPages(browser, nginx.url);
          if (wants('lighthouse')) benchLighthouse(nginx.url);
        } finally {
          await nginx.stop();
        }
      }
      if (wants('growth')) await benchGrowth(browser);
      if (wants('stock')) {
        if (!fs.existsSync(path.join(BUILD_DIR, '_nginx')))
          throw new Error(`No prepared build in ${BUILD_DIR}: run \`npm run build\` first.`);
        await benchStock(browser);
      }
      // Only when asked for by name: these need other builds.
      if (only?.includes('baseline')) {
        const baseline = options.baseline && path.resolve(options.baseline);
        if (!baseline || !fs.existsSync(path.join(baseline, '_nginx')))
          throw new Error('--only baseline needs --baseline <a prepared build of ours>.');
        await benchBaseline(browser, baseline);
      }
      if (only?.includes('variants')) {
        const variants = (options.variant ?? []).map((entry) => {
          const [name, dir] = entry.split('=');
          if (!dir || !fs.existsSync(path.join(dir, '_nginx')))
            throw new Error(`--variant ${entry}: needs <name>=<a prepared build of ours>.`);
          return {name, dir: path.resolve(dir)};
        });
        if (variants.length < 2)
          throw new Error(
            '--only variants needs two --variant <name>=<dir> or more; the first is the reference.',
          );
        await benchVariants(browser, variants, options.page ?? VARIANT_PAGES, {
          lighthouseRuns: Number(options['lighthouse-runs'] ?? RUNS),
          cpuRuns: Number(options['cpu-runs']),
          hydrationRuns: Number(options['hydration-runs']),
        });
      }
    } finally {
      await browser.close();
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
