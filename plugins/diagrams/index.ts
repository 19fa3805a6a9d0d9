/**
 * Mermaid diagrams drawn at build time: the remark step (`remark.ts`) goes in
 * every docs instance; this plugin closes the build's browser once the build
 * is done.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import remarkDiagrams, {closeDiagramRenderer, diagramRenderer, drawingStats, type DiagramOptions} from './remark';

/** The remark step with its options, for a content plugin's `beforeDefaultRemarkPlugins`. */
export function diagramRemarkPlugin(siteDir: string): [typeof remarkDiagrams, DiagramOptions] {
  return [remarkDiagrams, {cacheDir: path.join(siteDir, 'node_modules', '.cache', 'help-diagrams')}];
}

export default function diagramsPlugin(): Plugin {
  return {
    name: 'help-diagrams',
    async postBuild() {
      await closeDiagramRenderer();
      const {drawn, cached} = drawingStats;
      const seconds = (diagramRenderer().busyMs / 1000).toFixed(1);
      console.log(
        `[INFO] Diagrams: ${drawn} drawn in Chromium (${seconds} s, browser start included), ` +
          `${cached} from the cache (node_modules/.cache/help-diagrams).`,
      );
    },
  };
}
