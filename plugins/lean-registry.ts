import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The browser build's chunk registry without the source path of every
 * route module, which only the server render reads (see
 * registry-paths-loader.cjs). The server build keeps the registry as core
 * writes it.
 */
export default function leanRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: [context.generatedFilesDir],
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'registry-paths-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
