import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const PLUGIN = 'dev-lazy-compilation';
const LOADER = path.resolve(__dirname, 'registry-lazy-loader.cjs');

/** The part of the dev server that `setupMiddlewares` receives and we use. */
interface DevServer {
  readonly compiler: unknown;
}
type Middleware = (request: unknown, response: unknown, next: () => void) => void;

/**
 * `npm start` only: Rspack compiles a page's modules (its Markdown, and so its
 * diagrams) the first time a browser asks for them, instead of every page of
 * the four products before the server answers at all. Pages compile on their
 * first visit (or hover), and edits recompile only the pages opened since the
 * start. Rspack needs its middleware in the dev server to hear those requests,
 * and core's chunk registry must lose its weak module ids, which would build
 * every page anyway (registry-lazy-loader.cjs). Production builds and the
 * webpack bundler (`HELP_BUNDLER=webpack`) are left as they are.
 */
export default function devLazyCompilationPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {lazyCompilationMiddleware} = require('@rspack/core') as {
        lazyCompilationMiddleware: (compiler: unknown) => Middleware;
      };
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {
          rules: [
            {test: /[\\/]registry\.js$/, include: [context.generatedFilesDir], use: [{loader: LOADER}]},
          ],
        },
        devServer: {
          // Core's own `setupMiddlewares` runs too: the dev server config merges the two functions'
          // lists (webpack-merge), so this returns only the middleware it adds.
          setupMiddlewares: (_middlewares: unknown[], devServer: DevServer) => [
            {name: PLUGIN, middleware: lazyCompilationMiddleware(devServer.compiler)},
          ],
        },
      } as Record<string, unknown>;
    },
  };
}
