import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** What a code block imports for its highlighted code (src/theme/CodeBlock/Content). */
const CODE_CONTENT_REQUEST = /^\.\/codeContent$/;

/**
 * Keeps Prism (about 30 KB gzip, and its grammars' start-up work) out of the
 * browser until a code block is rendered there:
 * - the classic theme registers Prism's extra languages from a client module,
 *   which would put Prism in every page's entry bundle: that module is swapped
 *   for an empty one (the code block registers the languages itself);
 * - in the browser build, the code block's `./codeContent` becomes
 *   `highlightedLater.tsx`, which loads Prism on demand; the server build
 *   keeps the direct import, so the pages' HTML is highlighted as before.
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages',
  );
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(CODE_CONTENT_REQUEST, (resource: {request: string}) => {
                resource.request = './highlightedLater';
              }),
            ],
        resolve: {
          alias: {
            [themeModule]: path.resolve(__dirname, '../src/prism/noClientModule.ts'),
            [`${themeModule}.js`]: path.resolve(__dirname, '../src/prism/noClientModule.ts'),
          },
        },
      };
    },
  };
}
