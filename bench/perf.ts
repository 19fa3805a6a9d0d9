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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {startNginx} from '../scripts/lib/nginx';
import {median} from '../scripts/lib/stats';
import {scriptsUntilIdle} from '../scripts/lib/pageWeight';
import {BUDGET_PAGES} from '../scripts/lib/budgets';
import {DOCUSAURUS_VERSION, buildStockSite, plainNginxConfig, writeStockSite} from './stock';
import {lighthouse, type LighthouseResult} from './perf/lighthouse';
import {
  copySiteTo,
  firstVisitScripts,
  growSite,
  loadAverage,
  medianBuild,
  prepareStep,
  serveCopy,
} from './perf/siteCopies';
import {sideBySide} from './perf/compare';
import {VARIANT_PAGES, benchVariants} from './perf/variants';

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

async function benchBuild(): Promise<void> {
  const dir = copySiteTo('build');
  try {
    console.log(`\n## Cold build (median of ${RUNS}; load average before: ${loadAverage()})\n`);
    const faster = medianBuild(dir, RUNS);
    const prepare = prepareStep(dir);
    const webpack = medianBuild(dir, RUNS, {HELP_BUNDLER: 'webpack'});
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
    const plainBuild = medianBuild(plain, RUNS);
    const grownBuild = medianBuild(grown, RUNS);
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
      await sideBySide(browser, RUNS, ours.url, {
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
    await sideBySide(browser, RUNS, ours.url, {
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
          port: Number(options.port),
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
