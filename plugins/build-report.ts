/**
 * Prints what a build cost once it is done: pages rendered, seconds since the
 * build started and the process's peak memory, so a release manager who cuts
 * versions sees the cost grow (or not) with every build.
 */
// The named export: Docusaurus 4 loads plugins with jiti 2, whose default import of this package is no logger.
import {logger} from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

export interface BuildCost {
  readonly pages: number;
  readonly seconds: number;
  /** Peak resident memory of the build process, in KiB (`process.resourceUsage().maxRSS`). */
  readonly peakKiB: number;
}

export function buildReportLine({pages, seconds, peakKiB}: BuildCost): string {
  const mib = Math.round(peakKiB / 1024).toLocaleString('en-US');
  return `Build: ${pages.toLocaleString('en-US')} pages in ${seconds.toFixed(1)} s, peak memory ${mib} MiB.`;
}

export default function buildReportPlugin(): Plugin {
  return {
    name: 'build-report',
    async postBuild({routesPaths}) {
      logger.info(
        buildReportLine({
          pages: routesPaths.length,
          seconds: process.uptime(),
          peakKiB: process.resourceUsage().maxRSS,
        }),
      );
    },
  };
}
