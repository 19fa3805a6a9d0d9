import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Rspack from '@rspack/core';
import {expectInternal, registryRule, type RegistryRewrite} from '../lib/internals';

const PLUGIN = 'dev-lazy-compilation';

/**
 * Each registry entry ends with `require.resolveWeak("@site/…")`, a weak
 * dependency that still makes the bundler build the module (to learn its id),
 * so every page would be compiled at start however lazily its chunk loads.
 * react-loadable reads these ids only to render a page the server already
 * rendered; the development server renders none, so they become `undefined`.
 */
export const WITHOUT_WEAK_IDS: RegistryRewrite = {
  pattern: /require\.resolveWeak\("[^"]*"\)/,
  replacement: 'undefined',
  shape: 'ending with `require.resolveWeak("<source path>")`',
};

/** The part of the dev server that `setupMiddlewares` receives and we use. */
interface DevServer {
  readonly compiler: Parameters<typeof Rspack.lazyCompilationMiddleware>[0];
}

/**
 * `npm start` only: Rspack compiles a page's modules (its Markdown, and so its
 * diagrams) the first time a browser asks for them, instead of every page of
 * the four products before the server answers at all. Pages compile on their
 * first visit (or hover), and edits recompile only the pages opened since the
 * start. Rspack needs its middleware in the dev server to hear those requests,
 * and core's chunk registry must lose its weak module ids. Production builds
 * and the webpack bundler (`HELP_BUNDLER=webpack`) are left as they are.
 */
export default function devLazyCompilationPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      // The Rspack that core runs; package.json declares it at the version @docusaurus/faster asks for.
      const {lazyCompilationMiddleware: middleware} = currentBundler.instance as object as Partial<
        typeof Rspack
      >;
      expectInternal(
        PLUGIN,
        typeof middleware === 'function',
        "expected @rspack/core to export lazyCompilationMiddleware, which answers the browser's requests for modules compiled on demand; it does not.",
      );
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {rules: [registryRule(PLUGIN, context.generatedFilesDir, WITHOUT_WEAK_IDS)]},
        devServer: {
          // A page opened by Back or Forward would otherwise run the app's code as the browser cached it,
          // from an earlier compilation, which waits forever for the page's modules: it stays blank.
          headers: {'Cache-Control': 'no-store'},
          // Core's own `setupMiddlewares` runs too: the dev server config merges the two functions'
          // lists (webpack-merge), so this returns only the middleware it adds.
          setupMiddlewares: (_middlewares: unknown[], devServer: DevServer) => [
            {name: PLUGIN, middleware: middleware(devServer.compiler)},
          ],
        },
      } as Record<string, unknown>;
    },
  };
}
