/**
 * `npm run bench [-- --quick] [-- --only build,pages,lighthouse,growth]`
 *
 * The performance budgets of the site, measured and printed as Markdown tables:
 * - build: cold production build (wall time, peak memory) with @docusaurus/faster
 *   and, as the baseline in the same run, with webpack, on a copy of this commit;
 * - pages: JavaScript each budget page loads before it is interactive (gzip);
 * - lighthouse: Lighthouse 12, mobile preset, Debian's Chromium, the production
 *   build served by nginx with deploy/nginx.conf;
 * - growth: a copy with 4× the pages (synthetic copies, in a temporary folder)
 *   against the plain copy: build time and JavaScript of the same doc page.
 * Each timing is the median of 3 runs (1 with --quick). Needs `npm run build` first.
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
import {scriptsOfFirstVisit, type PageScripts} from '../scripts/lib/pageWeight';
import {BUDGET_PAGES} from '../scripts/lib/budgets';
import {benchTool} from './tools';

const ROOT = path.join(__dirname, '..');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const {values: options} = parseArgs({options: {quick: {type: 'boolean', default: false}, only: {type: 'string'}}});
const QUICK = options.quick;
const RUNS = QUICK ? 1 : 3;
const only = options.only?.split(',') ?? null;
const wants = (part: string): boolean => only === null || only.includes(part);


export const TARGETS = {
  jsGzipKB: 120,
  performance: 98,
  otherScores: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  buildSeconds: 30,
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
    const files = markdownFiles(docsDir).map((file) => path.relative(docsDir, file)).filter((file) => file !== 'index.md');
    const menu: MenuItem[] = [...sidebarItems(id)];
    for (let copy = 1; copy < factor; copy += 1) {
      const prefix = `synthetic-${copy}`;
      for (const file of files) {
        const target = path.join(docsDir, prefix, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(path.join(docsDir, file), target);
        pages += 1;
      }
      menu.push({type: 'category', label: `Synthetic copy ${copy}`, items: withPrefix(sidebarItems(id), prefix)});
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
  if (result.status !== 0) throw new Error(`deploy/prepare.ts failed in ${dir}:\n${result.stderr.slice(-3000)}`);
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

async function firstVisitScripts(browser: Browser, url: string): Promise<PageScripts> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 375, height: 740}});
  try {
    return await scriptsOfFirstVisit(await context.newPage(), url);
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
  readonly cls: number;
  readonly thirdPartyRequests: number;
  readonly fontRequests: number;
}

function lighthouse(url: string): LighthouseResult {
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
    cls: report.audits['cumulative-layout-shift'].numericValue,
    thirdPartyRequests: requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
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
    console.log(`| @docusaurus/faster (Rspack) | ${faster.seconds.toFixed(1)} s | ${faster.peakMiB.toFixed(0)} MiB | ${met(ok)} |`);
    console.log(`| webpack (same commit) | ${webpack.seconds.toFixed(1)} s | ${webpack.peakMiB.toFixed(0)} MiB | baseline |`);
    console.log(`\nRatio faster ÷ webpack: time ${(faster.seconds / webpack.seconds).toFixed(2)}, memory ${(faster.peakMiB / webpack.peakMiB).toFixed(2)}.`);
    console.log(`Then deploy/prepare.ts (hashes, headers, brotli and gzip copies), part of \`npm run build\`, one run on the last build: ${prepare.toFixed(1)} s.`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function benchPages(browser: Browser, base: string): Promise<void> {
  console.log('\n## JavaScript loaded before the page is interactive (first visit, gzip -9 of each file)\n');
  console.log('| Page | Files | Raw | Gzip | Target ≤ 120 KB |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const page of BUDGET_PAGES) {
    const scripts = await firstVisitScripts(browser, `${base}${page.path}`);
    console.log(
      `| ${page.name} \`${page.path}\` | ${scripts.files} | ${kb(scripts.raw)} | ${kb(scripts.gzip)} | ${met(scripts.gzip <= TARGETS.jsGzipKB * 1024)} |`,
    );
  }
}

function benchLighthouse(base: string): void {
  console.log(`\n## Lighthouse 12, mobile preset (median of ${RUNS}; load average before: ${loadAverage()})\n`);
  console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Third-party / font requests | Targets |');
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
    console.log(`\n## Cost of growth: 4× the pages (${added} synthetic pages added; median of ${RUNS}; load average before: ${loadAverage()})\n`);
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
    console.log(`| As is | ${plainBuild.seconds.toFixed(1)} s | ${plainBuild.peakMiB.toFixed(0)} MiB | ${kb(plainJs.gzip)} |`);
    console.log(`| 4× pages | ${grownBuild.seconds.toFixed(1)} s | ${grownBuild.peakMiB.toFixed(0)} MiB | ${kb(grownJs.gzip)} |`);
    console.log(
      `\nRatios: build time ${timeRatio.toFixed(2)}× (target < 4: ${met(timeRatio < 4)}), ` +
        `JavaScript ${jsRatio.toFixed(2)}× (target < 1.25: ${met(jsRatio < 1.25)}).`,
    );
  } finally {
    for (const server of servers) server.stop();
    fs.rmSync(plain, {recursive: true, force: true});
    fs.rmSync(grown, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  console.log(`# npm run bench${QUICK ? ' -- --quick' : ''} — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`);
  if (wants('build')) await benchBuild();
  if (wants('pages') || wants('lighthouse') || wants('growth')) {
    const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
    try {
      if (wants('pages') || wants('lighthouse')) {
        if (!fs.existsSync(path.join(ROOT, 'build', '_nginx'))) throw new Error('No prepared build: run `npm run build` first.');
        const nginx = await startNginx({root: path.join(ROOT, 'build'), port: 3460});
        try {
          if (wants('pages')) await benchPages(browser, nginx.url);
          if (wants('lighthouse')) benchLighthouse(nginx.url);
        } finally {
          await nginx.stop();
        }
      }
      if (wants('growth')) await benchGrowth(browser);
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

