/** Lighthouse 12 (mobile preset) on one address, with the figures the benchmarks print. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchTool} from '../tools';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseResult {
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
export function lighthouse(url: string): LighthouseResult {
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
