/** This build and another site measured alternately, page by page, with the profile of each. */
import type {Browser} from '@playwright/test';
import {scriptsUntilIdle, scriptsUntilNetworkIdle} from '../../scripts/lib/pageWeight';
import {
  comparisonTable,
  medianFigures,
  SIDE_BY_SIDE_PAGES,
  type OtherSite,
  type PageFigures,
  type SideBySidePage,
} from '../sideBySide';
import {lighthouse, type LighthouseResult} from './lighthouse';
import {firstVisitScripts, loadAverage} from './siteCopies';

export interface SiteRun {
  readonly figures: PageFigures;
  readonly lighthouse: LighthouseResult;
}

/** Lighthouse and the JavaScript until the network is idle (and with the page scrolled through) of one load. */
export async function measureSite(browser: Browser, url: string): Promise<SiteRun> {
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
export async function sideBySide(
  browser: Browser,
  runs: number,
  oursUrl: string,
  other: OtherSite & {url: string; hasPage: (page: SideBySidePage) => boolean},
): Promise<void> {
  const before = loadAverage();
  const profiles: {page: string; ours: SiteRun; other: SiteRun}[] = [];
  for (const page of SIDE_BY_SIDE_PAGES) {
    const oursRuns: SiteRun[] = [];
    const otherRuns: SiteRun[] = [];
    for (let run = 0; run < runs; run += 1) {
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
