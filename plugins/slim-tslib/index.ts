import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectInternal, packageDir} from '../lib/internals';

const PLUGIN = 'slim-tslib';

/** The browser-side packages whose compiled CommonJS requires `tslib` for `__importDefault` alone. */
const IMPORTERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;
/** The helpers plugins/slim-tslib/client/tslibImportDefault.ts provides. */
export const SLIM_HELPERS: readonly string[] = ['__importDefault'];

/** The `tslib` helpers the compiled files of a folder call, and how many of them require `tslib`. */
export function tslibUse(libDir: string): {requiring: number; helpers: Set<string>} {
  const helpers = new Set<string>();
  let requiring = 0;
  for (const file of fs.readdirSync(libDir, {recursive: true}) as string[]) {
    if (!file.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(libDir, file), 'utf8');
    if (!/require\(["']tslib["']\)/.test(source)) continue;
    requiring += 1;
    for (const [, helper] of source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)) helpers.add(helper);
  }
  return {requiring, helpers};
}

/**
 * Fails the build unless `@docusaurus/utils-common` still requires `tslib`
 * (else the replacement applies to nothing) and calls no helper other than
 * the one the slim module provides (else every page would break on start).
 */
export function checkTslibUse(libDir: string): void {
  const {requiring, helpers} = tslibUse(libDir);
  expectInternal(
    PLUGIN,
    requiring > 0,
    `expected @docusaurus/utils-common's compiled files (${libDir}) to require "tslib"; none does.`,
  );
  const missing = [...helpers].filter((helper) => !SLIM_HELPERS.includes(helper));
  expectInternal(
    PLUGIN,
    missing.length === 0,
    `expected @docusaurus/utils-common to call only ${SLIM_HELPERS.join(', ')} of tslib; it also calls ${missing.join(', ')}, ` +
      'which plugins/slim-tslib/client/tslibImportDefault.ts does not provide.',
  );
}

/**
 * In the browser build, `require("tslib")` from `@docusaurus/utils-common`
 * (which core's `Link` imports) becomes plugins/slim-tslib/client/tslibImportDefault.ts,
 * the one helper it calls; the server build keeps `tslib`.
 */
export default function slimTslibPlugin(): Plugin {
  const slim = path.resolve(__dirname, 'client/tslibImportDefault.ts');
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      checkTslibUse(path.join(packageDir('@docusaurus/utils-common'), 'lib'));
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: {request: string; context?: string}) => {
              if (IMPORTERS.test(resource.context ?? '')) resource.request = slim;
            },
          ),
        ],
      };
    },
  };
}
