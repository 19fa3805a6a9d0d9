/**
 * Mermaid diagrams drawn at build time: the remark step (`remark.ts`) goes in
 * every docs instance; this plugin closes the build's browser once the build
 * is done.
 */
// The named export: Docusaurus 4 loads plugins with jiti 2, whose default import of this package is no logger.
import {logger} from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {diagramCacheDir} from './cache';
import remarkDiagrams, {
  closeDiagramRenderer,
  diagramRenderer,
  drawingStats,
  type DiagramOptions,
} from './remark';

/**
 * The remark step with its options bound, for a content plugin's
 * `beforeDefaultRemarkPlugins`. Bound rather than passed as `[step, options]`
 * because Docusaurus ships every plugin option to the browser with the site
 * config, and the cache folder is a path of the build machine.
 */
export function diagramRemarkPlugin(siteDir: string): () => ReturnType<typeof remarkDiagrams> {
  const options: DiagramOptions = {
    cacheDir: diagramCacheDir(siteDir),
    errorsInPage: process.env.NODE_ENV === 'development',
  };
  return function remarkDiagramsWithCache() {
    return remarkDiagrams(options);
  };
}

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    async postBuild() {
      await closeDiagramRenderer();
      const {drawn, cached} = drawingStats;
      const seconds = (diagramRenderer().busyMs / 1000).toFixed(1);
      logger.info(
        `Diagrams: ${drawn} drawn in Chromium (${seconds} s, browser start included), ` +
          `${cached} from the cache (node_modules/.cache/help-diagrams).`,
      );
    },
  };
}
