import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {expectInternal, nodeRequire} from '../lib/internals';

const PLUGIN = 'lean-registry';
const LOADER = path.resolve(__dirname, 'registry-paths-loader.cjs');

/**
 * Fails the build unless core generated its chunk registry where the rule
 * below looks for it, in the entry shape the loader rewrites (the loader
 * throws when nothing matches). Checked on the generated file itself, which
 * core writes before the bundler is configured, so a build whose modules come
 * from the bundler's cache is checked too.
 */
export function checkRegistry(generatedFilesDir: string): void {
  const registry = path.join(generatedFilesDir, 'registry.js');
  expectInternal(
    PLUGIN,
    fs.existsSync(registry),
    `expected core's generated chunk registry at ${registry}; there is none.`,
  );
  (nodeRequire(LOADER) as (source: string) => string)(fs.readFileSync(registry, 'utf8'));
}

/**
 * The browser build's chunk registry without the source path of every
 * route module, which only the server render reads (see
 * registry-paths-loader.cjs). The server build keeps the registry as core
 * writes it.
 */
export default function leanRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      checkRegistry(context.generatedFilesDir);
      return {
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: [context.generatedFilesDir],
              enforce: 'pre',
              use: [{loader: LOADER}],
            },
          ],
        },
      };
    },
  };
}
