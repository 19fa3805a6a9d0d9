/**
 * How large diagram text is drawn in the page, on a phone and on a desktop.
 * Opens every built page with a diagram, through nginx with deploy/nginx.conf,
 * at 375 × 812 and at 1280 × 800, and measures each diagram's median text
 * height as drawn (font size × the drawing's scale, of the drawing shown).
 * Prints the share of diagrams with text of 9 px or more at 375 px and of 11 px
 * or more at 1280 px; with `--baseline`, the same for a baseline build, how
 * many diagrams got smaller text at 1280 px, and the HTML (gzip) of the
 * diagram pages in both builds.
 * Usage: `npx tsx bench/diagram-text.ts [--build build] [--baseline <build>] [--port 4312] [--list]`
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {startNginx} from '../scripts/lib/nginx';
import {filesUnder} from '../scripts/lib/files';
import {median} from '../scripts/lib/stats';
import {measureDiagramBoxes} from '../scripts/lib/diagramText';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../plugins/diagrams/drawInBrowser';

const ROOT = path.join(__dirname, '..');

/** The widths measured, and the smallest median text each should show. */
const WIDTHS = [
  {name: 'phone', width: 375, height: 812, minTextPx: 9, mobile: true},
  {name: 'desktop', width: 1280, height: 800, minTextPx: 11, mobile: false},
] as const;

/** One diagram as drawn: its page, its place on the page and its median text height in CSS px. */
export interface DiagramText {
  readonly page: string;
  readonly index: number;
  readonly name: string;
  readonly textPx: number;
}

/** The pages of a build that carry a diagram, as site paths (`/jet/`). */
export function diagramPages(buildDir: string): string[] {
  return filesUnder(buildDir, /^index\.html$/)
    .filter((file) => /class="?help-diagram[\s">]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) =>
      `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}/`.replace('//', '/'),
    );
}

/** The share of `diagrams` whose text is at least `minPx`, as "n of m (p %)". */
export function share(diagrams: readonly DiagramText[], minPx: number): string {
  const good = diagrams.filter((d) => d.textPx >= minPx).length;
  const percent = diagrams.length === 0 ? 0 : (100 * good) / diagrams.length;
  return `${good} of ${diagrams.length} (${percent.toFixed(1)} %)`;
}

/** Each diagram of every page, opened one after another in one window of the viewport's size, measured as shown. */
async function measureBuild(
  browser: Browser,
  baseUrl: string,
  pages: readonly string[],
  viewport: (typeof WIDTHS)[number],
): Promise<DiagramText[]> {
  const context = await browser.newContext({
    viewport: {width: viewport.width, height: viewport.height},
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: viewport.mobile ? 2 : 1,
  });
  const diagrams: DiagramText[] = [];
  try {
    const tab = await context.newPage();
    for (const page of pages) {
      await tab.goto(baseUrl + page, {waitUntil: 'load'});
      const boxes = await tab.locator('article .help-diagram').evaluateAll(measureDiagramBoxes);
      boxes.forEach(({name, textPx}, index) => diagrams.push({page, index, name, textPx}));
    }
  } finally {
    await context.close();
  }
  return diagrams;
}

/** Gzip (level 9) bytes of each page's HTML. */
function htmlGzip(buildDir: string, pages: readonly string[]): number[] {
  return pages.map(
    (page) => zlib.gzipSync(fs.readFileSync(path.join(buildDir, page, 'index.html')), {level: 9}).length,
  );
}

function summary(label: string, diagrams: readonly DiagramText[], viewport: (typeof WIDTHS)[number]): string {
  const sizes = diagrams.map((d) => d.textPx);
  return (
    `| ${label} | ${viewport.width} px | ${share(diagrams, viewport.minTextPx)} with text ≥ ${viewport.minTextPx} px | ` +
    `${median(sizes).toFixed(1)} px | ${Math.min(...sizes).toFixed(1)} px |`
  );
}

async function main(): Promise<void> {
  const {values: options} = parseArgs({
    options: {
      build: {type: 'string', default: path.join(ROOT, 'build')},
      baseline: {type: 'string'},
      port: {type: 'string', default: '4312'},
      list: {type: 'boolean', default: false},
    },
  });
  const builds = [{label: 'This build', dir: path.resolve(options.build)}];
  if (options.baseline) builds.push({label: 'Baseline', dir: path.resolve(options.baseline)});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const results = new Map<string, Map<string, DiagramText[]>>();
  try {
    for (const [offset, build] of builds.entries()) {
      const pages = diagramPages(build.dir);
      const server = await startNginx({root: build.dir, port: Number(options.port) + offset});
      try {
        const byWidth = new Map<string, DiagramText[]>();
        for (const viewport of WIDTHS)
          byWidth.set(viewport.name, await measureBuild(browser, server.url, pages, viewport));
        results.set(build.label, byWidth);
      } finally {
        await server.stop();
      }
      const gzip = htmlGzip(build.dir, pages);
      console.log(
        `${build.label} (${build.dir}): ${pages.length} pages with a diagram, HTML ${(gzip.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KiB gzip in all, median ${(median(gzip) / 1024).toFixed(2)} KiB a page`,
      );
    }
  } finally {
    await browser.close();
  }

  console.log(
    '\n| Build | Window | Diagrams | Median text | Smallest text |\n| --- | --- | --- | ---: | ---: |',
  );
  for (const {label} of builds) {
    for (const viewport of WIDTHS)
      console.log(summary(label, results.get(label)?.get(viewport.name) ?? [], viewport));
  }
  const ours = results.get('This build');
  const baseline = results.get('Baseline');
  if (baseline && ours) {
    const before = new Map((baseline.get('desktop') ?? []).map((d) => [`${d.page}#${d.index}`, d.textPx]));
    const worse = (ours.get('desktop') ?? []).filter(
      (d) => d.textPx < (before.get(`${d.page}#${d.index}`) ?? 0) - 0.05,
    );
    console.log(`\nAt 1280 px, diagrams whose text got smaller than in the baseline: ${worse.length}`);
    for (const d of worse) console.log(`- ${d.page} #${d.index + 1} ${d.name}: ${d.textPx.toFixed(1)} px`);
  }
  if (options.list && ours) {
    console.log('\nDiagrams under 9 px at 375 px:');
    for (const d of (ours.get('phone') ?? []).filter((x) => x.textPx < 9)) {
      console.log(`- ${d.page} #${d.index + 1} ${d.name}: ${d.textPx.toFixed(1)} px`);
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
