import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {expectInternal, registryRule, rewriteRegistry, type RegistryRewrite} from '../lib/internals';

const PLUGIN = 'lean-registry';

/**
 * Each registry entry is `[() => import("@site/…"), "@site/…", require.resolveWeak("@site/…")]`;
 * the middle one, the module's source path, only serves the server render
 * (react-loadable reports which modules a page rendered), so the browser build
 * gets an empty string in its place: one source path less per route chunk in `main.js`.
 */
export const WITHOUT_PATHS: RegistryRewrite = {
  pattern: /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/,
  replacement: '$1""$2',
  shape: 'shaped `[() => import(…), "<source path>", require.resolveWeak(…)]`',
};

/**
 * Fails the build unless core generated its chunk registry where the rule
 * below looks for it, in the entry shape it rewrites. Checked on the generated
 * file itself, which core writes before the bundler is configured, so a build
 * whose modules come from the bundler's cache is checked too.
 */
export function checkRegistry(generatedFilesDir: string): void {
  const registry = path.join(generatedFilesDir, 'registry.js');
  expectInternal(
    PLUGIN,
    fs.existsSync(registry),
    `expected core's generated chunk registry at ${registry}; there is none.`,
  );
  rewriteRegistry(PLUGIN, fs.readFileSync(registry, 'utf8'), WITHOUT_PATHS);
}

/**
 * The browser build's chunk registry without the source path of every route
 * module. The server build keeps the registry as core writes it. The rule
 * matches any module named `registry.js` in the generated files:
 * plugins/version-routes names its browser copy of the registry so.
 */
export default function leanRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      checkRegistry(context.generatedFilesDir);
      return {
        module: {
          rules: [{...registryRule(PLUGIN, context.generatedFilesDir, WITHOUT_PATHS), enforce: 'pre'}],
        },
      };
    },
  };
}
