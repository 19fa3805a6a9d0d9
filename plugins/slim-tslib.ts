import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The browser-side packages whose compiled CommonJS requires `tslib` for `__importDefault` alone. */
const IMPORTERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * In the browser build, `require("tslib")` from `@docusaurus/utils-common`
 * (which core's `Link` imports) becomes src/bundling/tslibImportDefault.ts,
 * the one helper it calls; the server build keeps `tslib`.
 */
export default function slimTslibPlugin(): Plugin {
  const slim = path.resolve(__dirname, '../src/bundling/tslibImportDefault.ts');
  return {
    name: 'slim-tslib',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {request: string; context?: string}) => {
            if (IMPORTERS.test(resource.context ?? '')) resource.request = slim;
          }),
        ],
      };
    },
  };
}
