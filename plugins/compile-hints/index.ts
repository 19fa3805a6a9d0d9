import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectInternal} from '../lib/internals';
import {entryScriptFiles, readClientManifest} from './clientManifest';

const PLUGIN = 'compile-hints';
/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Fails the build unless every entry script of the build starts with the hint (the bundler may have dropped or moved it). */
export function checkCompileHints(outDir: string, generatedFilesDir: string): void {
  const entries = entryScriptFiles(readClientManifest(PLUGIN, generatedFilesDir));
  expectInternal(PLUGIN, entries.length > 0, 'expected entry scripts in the client manifest; it lists none.');
  const without = entries.filter(
    (file) => !fs.readFileSync(path.join(outDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
  );
  expectInternal(
    PLUGIN,
    without.length === 0,
    `expected every entry script to start with "${COMPILE_HINT}"; ${without.join(', ')} ${without.length === 1 ? 'does' : 'do'} not.`,
  );
}

/**
 * Marks the entry scripts (the runtime and `main.js`, which every page
 * evaluates in full at start-up) with V8's compile hint, so that Chromium
 * compiles their functions on a background thread while they download instead
 * of lazily on the main thread during the start-up task. Other browsers read
 * it as a comment. Added after minification (which would drop it) and before
 * the content hash is taken.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      expectInternal(
        PLUGIN,
        typeof Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE === 'number',
        `expected the bundler (${currentBundler.name}) to define Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE, the stage after minification; it does not.`,
      );
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
    postBuild({outDir, generatedFilesDir}) {
      checkCompileHints(outDir, generatedFilesDir);
    },
  };
}
