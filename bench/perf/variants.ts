/** `--only variants`: prepared builds of ours measured alternately, page by page. */
import type {Browser} from '@playwright/test';
import {startNginx} from '../../scripts/lib/nginx';
import {median} from '../../scripts/lib/stats';
import {hydrationMs, loadCpu} from '../mainThread';
import {measureSite} from './compare';
import {loadAverage} from './siteCopies';

/** A prepared build and the name it is printed under. */
export interface Variant {
  readonly name: string;
  readonly dir: string;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The pages `--only variants` measures unless `--page` names others: the deep doc page and the page with code in tabs. */
export const VARIANT_PAGES = [
  '/flight-deck/jobs/object-mover/objectdropbox/',
  '/flight-deck/gateway/administration/installing-configuring/',
];

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
  variants: readonly Variant[],
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
  variants: readonly Variant[],
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

export interface VariantRuns {
  readonly lighthouseRuns: number;
  readonly cpuRuns: number;
  readonly hydrationRuns: number;
  /** The first server's port; one server per build on the ports after it. */
  readonly port: number;
}

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
export async function benchVariants(
  browser: Browser,
  variants: readonly Variant[],
  pages: readonly string[],
  {lighthouseRuns, cpuRuns, hydrationRuns, port}: VariantRuns,
): Promise<void> {
  const servers = await Promise.all(
    variants.map((variant, index) => startNginx({root: variant.dir, port: port + index})),
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
