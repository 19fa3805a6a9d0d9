import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectInternal, packageDir} from '../lib/internals';

const PLUGIN = 'article-hydration';
const RENDER_TO_HTML = path.resolve(__dirname, 'renderToHtml.ts');

/** Fails the build unless core's server entry still renders pages through its own `./renderToHtml`. */
export function checkServerEntry(coreDir: string): string {
  const client = path.join(coreDir, 'lib', 'client');
  const serverEntry = path.join(client, 'serverEntry.js');
  expectInternal(
    PLUGIN,
    fs.existsSync(serverEntry) && /from ['"]\.\/renderToHtml['"]/.test(fs.readFileSync(serverEntry, 'utf8')),
    `expected core's ${serverEntry} to import its HTML render from './renderToHtml', which the server build swaps; it does not.`,
  );
  return client;
}

/** The article design a build measures: `islands` (default), `idle` or `full` (`HELP_ARTICLE_HYDRATION`). */
function design(): string {
  return process.env.HELP_ARTICLE_HYDRATION || 'islands';
}

export default function articleHydrationPlugin(): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer, {currentBundler}) {
      const coreClient = checkServerEntry(packageDir('@docusaurus/core'));
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new DefinePlugin({'process.env.HELP_ARTICLE_HYDRATION': JSON.stringify(design())}),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(
                  /^\.\/renderToHtml$/,
                  (resource: {request: string; context: string}) => {
                    if (resource.context === coreClient) resource.request = RENDER_TO_HTML;
                  },
                ),
              ]
            : []),
        ],
      };
    },
  };
}
