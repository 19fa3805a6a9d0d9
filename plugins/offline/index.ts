/**
 * The PWA plugin (offline reading, see plugins/offline/sw), configured here
 * rather than in the site config's plugin list: Docusaurus ships every plugin
 * option to the browser with the site config, and two of these options are
 * file paths of the build machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginPWA, {validateOptions, type Options as PwaOptions} from '@docusaurus/plugin-pwa';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {transformFileSync} from '@swc/core';
import {PAGES_CACHE} from './client/storedPages';
import {expectInternal, packageDir} from '../lib/internals';

const PLUGIN = 'offline';

/** The service worker's TypeScript: its code, and the names it shares with the offline page. */
const WORKER_SOURCES = ['sw/offline.ts', 'sw/offlineShell.ts', 'client/storedPages.ts'];

/** The worker as the JavaScript the PWA plugin bundles (`swCustom`): each source without its types, under node_modules/.cache. */
export function compileWorker(siteDir: string): string {
  const dir = path.join(siteDir, 'node_modules', '.cache', 'offline-sw');
  for (const source of WORKER_SOURCES) {
    const {code} = transformFileSync(path.join(__dirname, source), {
      swcrc: false,
      jsc: {parser: {syntax: 'typescript'}, target: 'es2017'},
    });
    const file = path.join(dir, source.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, code);
  }
  return path.join(dir, 'sw', 'offline.js');
}

/** The PWA plugin's options, its service worker compiled for it. */
export function pwaOptions(siteDir: string) {
  return {
    swRegister: path.join(__dirname, 'client/registerServiceWorker.ts'),
    swCustom: compileWorker(siteDir),
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
      {tagName: 'meta', name: 'theme-color', content: '#111111'},
      {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
    ],
  } satisfies PwaOptions;
}

/** Fails the build unless the PWA package's main entry exports the plugin and its option validation, and has its theme folders. */
export function checkPwaPackage(
  module: {default?: unknown; validateOptions?: unknown},
  pwaDir: string,
): void {
  expectInternal(
    PLUGIN,
    typeof module.default === 'function' && typeof module.validateOptions === 'function',
    `expected @docusaurus/plugin-pwa's main entry to export the plugin (default) and validateOptions; it exports ${Object.keys(module).join(', ') || 'nothing'}.`,
  );
  for (const folder of ['lib/theme', 'src/theme']) {
    expectInternal(
      PLUGIN,
      fs.existsSync(path.join(pwaDir, folder)),
      `expected the PWA plugin's theme folder ${path.join(pwaDir, folder)}; there is none.`,
    );
  }
}

/** Fails the build unless the service worker was built with our code in it (the PWA plugin's postBuild ran with our options). */
export function checkServiceWorker(outDir: string): void {
  const sw = path.join(outDir, 'sw.js');
  expectInternal(PLUGIN, fs.existsSync(sw), `expected the PWA plugin to write ${sw}; there is none.`);
  // The worker imports swCustom dynamically: our code is in one of its chunks (`<id>.sw.js`) or in sw.js itself.
  const files = fs
    .readdirSync(outDir)
    .filter((file) => file === 'sw.js' || file.endsWith('.sw.js'))
    .sort();
  expectInternal(
    PLUGIN,
    files.some((file) =>
      fs.readFileSync(path.join(outDir, file), 'utf8').includes(JSON.stringify(PAGES_CACHE)),
    ),
    `expected the service worker (${files.join(', ')}) to hold plugins/offline/sw/offline.ts (its cache "${PAGES_CACHE}"); it does not, so our swCustom option was not used.`,
  );
}

export default function offlinePlugin(context: LoadContext): Plugin | null {
  const pwaDir = packageDir('@docusaurus/plugin-pwa');
  checkPwaPackage({default: pluginPWA, validateOptions}, pwaDir);
  // Plugin<void>: the PWA plugin loads no content.
  const plugin = pluginPWA(
    context,
    validateOptions({validate: normalizePluginOptions, options: pwaOptions(context.siteDir)}),
  ) as Plugin | null;
  if (plugin === null) return null;
  return {
    ...plugin,
    // Core resolves these against the folder of the module that made the plugin, which is now this one.
    getThemePath: () => path.join(pwaDir, 'lib', 'theme'),
    getTypeScriptThemePath: () => path.join(pwaDir, 'src', 'theme'),
    async postBuild(props) {
      await plugin.postBuild?.(props);
      checkServiceWorker(props.outDir);
    },
  };
}
