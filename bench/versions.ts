/**
 * `npm run bench:versions [-- --sizes 1,4,16] [-- --stock]`: what cut docs
 * versions cost a reader. For each size, a copy of the site in a temporary
 * folder gets versions cut of every product (4×: 1.0, 2.0 and 3.0), is built
 * and prepared as `npm run build` does, and is served through
 * deploy/nginx.conf; then it prints the build's time and peak memory, the
 * JavaScript three latest-version pages load until the network is idle, and
 * what the first search on the deep page downloads, each against 1×.
 * With `--stock`, a stock Docusaurus site with the same content and the same
 * cuts is measured beside it at 1× and 4×.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from 'playwright-core';
import {PRODUCT_IDS, contentDir} from '../src/products';
import {startNginx} from '../scripts/lib/nginx';
import {scriptsUntilNetworkIdle, type PageScripts} from '../scripts/lib/pageWeight';
import {copySite} from '../scripts/site-copy';
import {buildStockSite, plainNginxConfig, writeStockSite} from './stock';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Latest-version pages whose first load must stay flat. */
export const MEASURED_PAGES = [
  {label: 'Deep doc page', path: '/flight-deck/jobs/object-mover/objectdropbox/'},
  {label: 'Home', path: '/'},
  {label: 'Section root', path: '/flight-deck/'},
] as const;

/** The issue's targets, as ratios to 1× and absolute byte counts (gzip). */
export const VERSION_TARGETS = {
  firstLoadAt4: 1.03,
  firstLoadAt16: 1.05,
  firstSearch: 1.05,
  firstSearchKB: 150,
  deepPageKB: 120,
} as const;

export interface SizeFigures {
  /** Times the pages of today's site: 1, 4 or 16. */
  readonly size: number;
  readonly pages: number;
  readonly buildSeconds: number;
  readonly peakMiB: number;
  /** Per measured page: JavaScript until the network is idle. */
  readonly scripts: readonly Pick<PageScripts, 'raw' | 'gzip'>[];
  /** Bytes (gzip -9 of each file) of the search index files the first query fetched. */
  readonly firstSearchGzip: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The ratio of `value` to `base`, with whether it keeps within `limit`. */
export function ratioNote(value: number, base: number, limit: number): string {
  const ratio = value / base;
  return `${ratio.toFixed(2)}× (≤ ${limit}: ${ratio <= limit ? 'met' : '**missed**'})`;
}

/** The Markdown table of every size against the first (1×). */
export function versionsTable(rows: readonly SizeFigures[]): string {
  const [base] = rows;
  const lines = [
    `| Size | Pages | Build | Peak memory | ${MEASURED_PAGES.map((p) => `${p.label} JS gzip / raw`).join(' | ')} | First search (gzip) |`,
    `| --- | ---: | ---: | ---: | ${MEASURED_PAGES.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const row of rows) {
    const limit = row.size >= 16 ? VERSION_TARGETS.firstLoadAt16 : VERSION_TARGETS.firstLoadAt4;
    const cells = row.scripts.map((scripts, index) => {
      const figure = `${kb(scripts.gzip)} / ${kb(scripts.raw)}`;
      return row === base
        ? figure
        : `${figure}, gzip ${ratioNote(scripts.gzip, base.scripts[index].gzip, limit)}`;
    });
    const search =
      row === base
        ? kb(row.firstSearchGzip)
        : `${kb(row.firstSearchGzip)}, ${ratioNote(row.firstSearchGzip, base.firstSearchGzip, VERSION_TARGETS.firstSearch)}`;
    lines.push(
      `| ${row.size}× | ${row.pages.toLocaleString('en-US')} | ${row.buildSeconds.toFixed(0)} s | ${Math.round(row.peakMiB).toLocaleString('en-US')} MiB | ${cells.join(' | ')} | ${search} |`,
    );
  }
  return lines.join('\n');
}

/** Cuts `count` versions (1.0, 2.0, …) of every product in the site copy at `dir`, the first with `npm run version:cut`. */
function cutVersions(dir: string, count: number): void {
  for (const product of PRODUCT_IDS) {
    for (let number = 1; number <= count; number += 1) {
      const version = `${number}.0`;
      if (number === 1) {
        const cut = spawnSync('npx', ['tsx', 'scripts/version-cut.ts', product, version], {
          cwd: dir,
          encoding: 'utf8',
        });
        if (cut.status !== 0)
          throw new Error(`version:cut ${product} ${version} failed:\n${cut.stdout}${cut.stderr}`);
        continue;
      }
      // Later cuts copy what the first one wrote, as Docusaurus's docs:version does, without its start-up each time.
      fs.cpSync(
        path.join(dir, `${product}_versioned_docs`, 'version-1.0'),
        path.join(dir, `${product}_versioned_docs`, `version-${version}`),
        {recursive: true},
      );
      fs.copyFileSync(
        path.join(dir, `${product}_versioned_sidebars`, 'version-1.0-sidebars.json'),
        path.join(dir, `${product}_versioned_sidebars`, `version-${version}-sidebars.json`),
      );
      const versionsFile = path.join(dir, `${product}_versions.json`);
      const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as string[];
      fs.writeFileSync(versionsFile, `${JSON.stringify([version, ...versions], null, 2)}\n`);
    }
  }
}

function countPages(dir: string): number {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).length;
}

/** A cold production build and its prepare step, timed by GNU time. */
function timedBuild(dir: string): {seconds: number; peakMiB: number} {
  const report = path.join(dir, 'time.txt');
  const build = spawnSync('/usr/bin/time', ['-f', '%e %M', '-o', report, 'npx', 'docusaurus', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0)
    throw new Error(`The build failed in ${dir}:\n${(build.stdout + build.stderr).slice(-4000)}`);
  const [seconds, peakKiB] = fs.readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
  const prepare = spawnSync('npx', ['tsx', 'deploy/prepare.ts', 'build'], {cwd: dir, encoding: 'utf8'});
  if (prepare.status !== 0)
    throw new Error(`deploy/prepare.ts failed in ${dir}:\n${prepare.stderr.slice(-3000)}`);
  return {seconds, peakMiB: peakKiB / 1024};
}

async function pageScripts(browser: Browser, url: string): Promise<PageScripts> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 375, height: 740}});
  try {
    return await scriptsUntilNetworkIdle(await context.newPage(), url, {scroll: false});
  } finally {
    await context.close();
  }
}

/** Types a query into the deep page's search box and adds up the index files fetched until the hits show. */
async function firstSearchBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/search-index/'))
        bodies.push(response.body().catch(() => null));
    });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('combobox', {name: /^SEARCH /}).fill('certificate');
    // A loaded machine parses a large index slowly; a search that answers nothing says so in the status line.
    const answered = page
      .getByRole('option')
      .first()
      .or(page.getByText(/There are no results|unavailable/));
    await answered.first().waitFor({timeout: 120_000});
    if (!(await page.getByRole('option').first().isVisible())) {
      throw new Error(
        `The first search on ${url} showed no hits: ${await page.locator('[role="status"]').first().textContent()}`,
      );
    }
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
    return files.reduce((sum, body) => sum + zlib.gzipSync(body, {level: 9}).length, 0);
  } finally {
    await context.close();
  }
}

async function measureOurs(browser: Browser, size: number, port: number): Promise<SizeFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `help-bench-versions-${size}x-`));
  fs.chmodSync(dir, 0o755);
  try {
    copySite(dir);
    if (size > 1) cutVersions(dir, size - 1);
    const pages =
      PRODUCT_IDS.reduce((sum, id) => sum + countPages(path.join(dir, contentDir(id))), 0) +
      PRODUCT_IDS.reduce(
        (sum, id) =>
          sum +
          (fs.existsSync(path.join(dir, `${id}_versioned_docs`))
            ? countPages(path.join(dir, `${id}_versioned_docs`))
            : 0),
        0,
      );
    const build = timedBuild(dir);
    const server = await startNginx({root: path.join(dir, 'build'), port});
    try {
      const scripts: PageScripts[] = [];
      for (const page of MEASURED_PAGES)
        scripts.push(await pageScripts(browser, `${server.url}${page.path}`));
      const firstSearchGzip = await firstSearchBytes(browser, `${server.url}${MEASURED_PAGES[0].path}`);
      return {size, pages, buildSeconds: build.seconds, peakMiB: build.peakMiB, scripts, firstSearchGzip};
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Stock Docusaurus with the same content and `size - 1` cut versions of each product: its first-load JavaScript. */
async function measureStock(browser: Browser, size: number, port: number): Promise<readonly PageScripts[]> {
  const dir = writeStockSite();
  try {
    for (let number = 1; number < size; number += 1) {
      for (const product of PRODUCT_IDS) {
        const cut = spawnSync(
          path.join(dir, 'node_modules', '.bin', 'docusaurus'),
          [`docs:version:${product}`, `${number}.0`],
          {cwd: dir, encoding: 'utf8'},
        );
        if (cut.status !== 0)
          throw new Error(`Stock docs:version:${product} failed:\n${cut.stderr.slice(-2000)}`);
      }
    }
    buildStockSite(dir);
    const server = await startNginx({root: path.join(dir, 'build'), port}, plainNginxConfig);
    try {
      const scripts: PageScripts[] = [];
      for (const page of MEASURED_PAGES)
        scripts.push(await pageScripts(browser, `${server.url}${page.path}`));
      return scripts;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {sizes: {type: 'string', default: '1,4'}, stock: {type: 'boolean', default: false}},
  });
  const sizes = values.sizes.split(',').map(Number);
  if (sizes[0] !== 1 || sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error("--sizes starts with 1 (today's site), e.g. --sizes 1,4,16");
  console.log(
    `# npm run bench:versions -- --sizes ${sizes.join(',')}${values.stock ? ' --stock' : ''} — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average before ${os.loadavg()[0].toFixed(1)}\n`,
  );
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const rows: SizeFigures[] = [];
    for (const [index, size] of sizes.entries()) {
      rows.push(await measureOurs(browser, size, 3590 + index));
      console.error(`measured ${size}×`);
    }
    console.log(versionsTable(rows));
    const deep = rows.map((row) => row.scripts[0].gzip);
    console.log(
      `\nDeep doc page at most ${VERSION_TARGETS.deepPageKB} KB gzip at every size: ${deep.every((bytes) => bytes <= VERSION_TARGETS.deepPageKB * 1024) ? 'met' : '**missed**'} (${deep.map(kb).join(', ')}).`,
    );
    const search = rows.map((row) => row.firstSearchGzip);
    console.log(
      `First search at most ${VERSION_TARGETS.firstSearchKB} KB gzip: ${search.every((bytes) => bytes <= VERSION_TARGETS.firstSearchKB * 1024) ? 'met' : '**missed**'} (${search.map(kb).join(', ')}).`,
    );
    if (values.stock) {
      console.log(
        '\n| Stock Docusaurus | ' + MEASURED_PAGES.map((p) => `${p.label} JS gzip / raw`).join(' | ') + ' |',
      );
      console.log(`| --- | ${MEASURED_PAGES.map(() => '---:').join(' | ')} |`);
      for (const [index, size] of [1, 4].entries()) {
        const scripts = await measureStock(browser, size, 3595 + index);
        console.log(`| ${size}× | ${scripts.map((s) => `${kb(s.gzip)} / ${kb(s.raw)}`).join(' | ')} |`);
      }
    }
    console.log(`\nLoad average after: ${os.loadavg()[0].toFixed(1)}.`);
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
