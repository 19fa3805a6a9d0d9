/**
 * Site copies for the benchmarks: a copy of the sources in a temporary folder,
 * grown to more pages, built cold and timed, served for byte counts.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {PRODUCT_IDS, contentDir} from '../../src/products';
import {isCategory, type MenuItem} from '../../config/sidebarTree';
import {sidebarItems} from '../../sidebars';
import {copySite} from '../../scripts/site-copy';
import {median} from '../../scripts/lib/stats';
import {markdownFiles} from '../../scripts/lib/files';
import {scriptsOfFirstVisit, type PageScripts} from '../../scripts/lib/pageWeight';

/** A copy of the site's sources in a temporary folder, sharing node_modules. */
export function copySiteTo(label: string): string {
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
export function growSite(dir: string, factor: number): number {
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

export interface BuildRun {
  readonly seconds: number;
  readonly peakMiB: number;
}

/** The step `npm run build` runs after the bundler (CSP hashes, redirects, brotli and gzip copies), timed. */
export function prepareStep(dir: string): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['tsx', 'deploy/prepare.ts', 'build'], {cwd: dir, encoding: 'utf8'});
  if (result.status !== 0)
    throw new Error(`deploy/prepare.ts failed in ${dir}:\n${result.stderr.slice(-3000)}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** One cold build (no cache, no previous output) of a site copy, timed by GNU time. */
export function coldBuild(dir: string, env: NodeJS.ProcessEnv = {}): BuildRun {
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

/** The median of `runs` cold builds. */
export function medianBuild(dir: string, runs: number, env: NodeJS.ProcessEnv = {}): BuildRun {
  const builds = Array.from({length: runs}, () => coldBuild(dir, env));
  return {seconds: median(builds.map((r) => r.seconds)), peakMiB: median(builds.map((r) => r.peakMiB))};
}

export function loadAverage(): string {
  return os.loadavg()[0].toFixed(1);
}

/** The scripts a first visit at 375 px loads, in a fresh context (`measure` says until when). */
export async function firstVisitScripts(
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
export async function serveCopy(dir: string, port: number): Promise<{url: string; stop: () => void}> {
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
