/**
 * Shared by the plugins that change code Docusaurus generates or ships (the
 * table "Every touch of Docusaurus internals" in src/theme/README.md): each
 * checks that what it changes is still there, and fails the build naming
 * itself and what it expected when its change would apply to nothing.
 * tests/e2e/server-real-build.spec.ts then proves on the real build that
 * each change applied.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The error a guarded plugin fails the build with. */
export class InternalsChanged extends Error {
  constructor(
    readonly plugin: string,
    expected: string,
  ) {
    super(
      `[${plugin}] ${expected}\n` +
        `Docusaurus changed what plugins/${plugin} relies on: update the plugin for the new version, or remove it ` +
        '(src/theme/README.md, "Every touch of Docusaurus internals").',
    );
    this.name = 'InternalsChanged';
  }
}

/** Fails the build (throws `InternalsChanged`) unless `condition` holds. */
export function expectInternal(plugin: string, condition: unknown, expected: string): asserts condition {
  if (!condition) throw new InternalsChanged(plugin, expected);
}

/** Node's own `require`: the config loader's (jiti) would hand back a module's default export in place of the module. */
export const nodeRequire = createRequire(__filename);

/**
 * The folder of an installed package, looked up in the folders Node would
 * search: unlike `require.resolve('<name>/package.json')`, this works whether
 * or not the package's `exports` map lists its package.json, and for packages
 * without a main entry (@docusaurus/core). The real path, as the bundler
 * resolves modules (node_modules may be a link, as in a site copy).
 */
export function packageDir(name: string): string {
  for (const modules of nodeRequire.resolve.paths(name) ?? []) {
    const dir = path.join(modules, name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
  }
  throw new Error(`${name} is not installed.`);
}

/** A plugin's rewrite of core's `registry.js` (./registry-loader.cjs): each match of `pattern` becomes `replacement`. */
export interface RegistryRewrite {
  readonly pattern: RegExp;
  readonly replacement: string;
  /** The entries' shape, as the failure message names it. */
  readonly shape: string;
}

const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.cjs');

function loaderOptions(plugin: string, {pattern, replacement, shape}: RegistryRewrite) {
  const expected = `expected entries ${shape} in .docusaurus/registry.js; the pattern matched none of its {lines} lines.`;
  return {pattern: pattern.source, replacement, failure: new InternalsChanged(plugin, expected).message};
}

/** The bundler rule that rewrites core's registry (and copies of it named `registry.js`) in `generatedFilesDir`. */
export function registryRule(plugin: string, generatedFilesDir: string, rewrite: RegistryRewrite) {
  const use = [{loader: REGISTRY_LOADER, options: loaderOptions(plugin, rewrite)}];
  return {test: /[\\/]registry\.js$/, include: [generatedFilesDir], use};
}

/** The registry's text as the rule rewrites it; throws `plugin`'s message when nothing matches. */
export function rewriteRegistry(plugin: string, source: string, rewrite: RegistryRewrite): string {
  const loader = nodeRequire(REGISTRY_LOADER) as {
    rewriteRegistry: (source: string, options: object) => string;
  };
  return loader.rewriteRegistry(source, loaderOptions(plugin, rewrite));
}
