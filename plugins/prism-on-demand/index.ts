import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectInternal, packageDir} from '../lib/internals';

const PLUGIN = 'prism-on-demand';
/** The plugin's theme components: the code block's content, which src/theme/CodeBlock/Content wraps. */
const THEME = path.join(__dirname, 'theme');
/** What the content imports for its highlighted code. */
const CODE_CONTENT_REQUEST = /^\.\/codeContent$/;
/** Stands in for the classic theme's client module that registers Prism's languages. */
const NO_CLIENT_MODULE = path.resolve(__dirname, 'client/noClientModule.ts');
const CODE_BLOCK_CONTENT = path.join(THEME, 'CodeBlock', 'Content', 'index.tsx');

/**
 * Fails the build unless the classic theme still registers Prism's extra
 * languages from its client module `lib/prism-include-languages.js` (the
 * module swapped for an empty one), and the plugin's code block content still imports the
 * `./codeContent` the browser build swaps.
 */
export function checkPrismModules(
  themeClassicDir: string,
  codeBlockContent: string = CODE_BLOCK_CONTENT,
): string {
  const themeModule = path.join(themeClassicDir, 'lib', 'prism-include-languages');
  expectInternal(
    PLUGIN,
    fs.existsSync(`${themeModule}.js`),
    `expected the classic theme's client module ${themeModule}.js, which puts Prism in every page's entry; it no longer exists.`,
  );
  expectInternal(
    PLUGIN,
    fs
      .readFileSync(path.join(themeClassicDir, 'lib', 'index.js'), 'utf8')
      .includes("'./prism-include-languages'"),
    `expected the classic theme (${themeClassicDir}/lib/index.js) to list './prism-include-languages' among its client modules; it does not.`,
  );
  expectInternal(
    PLUGIN,
    /from ['"]\.\/codeContent['"]/.test(fs.readFileSync(codeBlockContent, 'utf8')),
    `expected ${codeBlockContent} to import './codeContent', the request the browser build swaps; it does not.`,
  );
  return themeModule;
}

/** The flag core defines for its client entry: true where it hydrates server HTML, false under `docusaurus start`. */
export const HYDRATE_FLAG = 'process.env.HYDRATE_CLIENT_ENTRY';

/**
 * Fails the build unless core still decides between hydrating the server's
 * HTML and rendering from scratch on `process.env.HYDRATE_CLIENT_ENTRY`, which
 * our code block reads to know whether there is server HTML to keep.
 */
export function checkHydrationFlag(coreDir: string): void {
  for (const file of [
    path.join(coreDir, 'lib', 'client', 'clientEntry.js'),
    path.join(coreDir, 'lib', 'webpack', 'client.js'),
  ]) {
    expectInternal(
      PLUGIN,
      fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(HYDRATE_FLAG),
      `expected core's ${file} to use ${HYDRATE_FLAG} (hydrate the server's HTML, or render from scratch under docusaurus start), which src/theme/CodeBlock/Content reads; it does not.`,
    );
  }
}

/**
 * Keeps Prism (about 30 KB gzip, and its grammars' start-up work) out of the
 * browser until a code block is rendered there:
 * - the classic theme registers Prism's extra languages from a client module,
 *   which would put Prism in every page's entry bundle: that module is swapped
 *   for an empty one (the code block registers the languages itself);
 * - the code block's content is this plugin's theme component
 *   (`theme/CodeBlock/Content`), whose `./codeContent` becomes
 *   `highlightedLater.tsx` in the browser build, which loads Prism on demand;
 *   the server build keeps the direct import, so the pages' HTML is
 *   highlighted as before.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: PLUGIN,
    getThemePath: () => THEME,
    configureWebpack(_config, isServer, {currentBundler}) {
      const themeModule = checkPrismModules(packageDir('@docusaurus/theme-classic'));
      checkHydrationFlag(packageDir('@docusaurus/core'));
      return {
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                CODE_CONTENT_REQUEST,
                (resource: {request: string}) => {
                  resource.request = './highlightedLater';
                },
              ),
            ],
        resolve: {
          alias: {
            [themeModule]: NO_CLIENT_MODULE,
            [`${themeModule}.js`]: NO_CLIENT_MODULE,
          },
        },
      };
    },
  };
}
