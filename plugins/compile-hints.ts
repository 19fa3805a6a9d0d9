import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
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
  };
}
