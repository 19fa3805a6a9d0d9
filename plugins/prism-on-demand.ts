import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * which puts Prism (about 30 KB gzip) in the entry bundle of every page, code
 * or not. This swaps that module for an empty one; `src/theme/CodeBlock`
 * registers the languages instead, so only pages with code load Prism.
 */
export default function prismOnDemandPlugin(): Plugin {
  const themeModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages',
  );
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
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
