/**
 * The PWA plugin (offline reading, see src/serviceWorker), configured here
 * rather than in the site config's plugin list: Docusaurus ships every plugin
 * option to the browser with the site config, and two of these options are
 * file paths of the build machine.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Options as PwaOptions, PluginOptions} from '@docusaurus/plugin-pwa';
import pluginPWA, {validateOptions} from '@docusaurus/plugin-pwa/lib/index';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const SITE_DIR = path.join(__dirname, '..');
const PWA_PACKAGE = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

export const PWA_OPTIONS = {
  swRegister: path.join(SITE_DIR, 'src/clientModules/serviceWorker.ts'),
  swCustom: path.join(SITE_DIR, 'src/serviceWorker/offline.js'),
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#111111'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
  ],
} satisfies PwaOptions;

type ValidateOptions = (context: {validate: typeof normalizePluginOptions; options: PwaOptions}) => PluginOptions;

export default function offlinePlugin(context: LoadContext): Plugin | null {
  // The validation core gives a plugin named in the config (defaults filled in); its types and the plugin's do not line up.
  const validate = validateOptions as unknown as ValidateOptions;
  const plugin = pluginPWA(context, validate({validate: normalizePluginOptions, options: PWA_OPTIONS}));
  if (plugin === null) return null;
  // Core resolves these against the folder of the module that made the plugin, which is now this one.
  return {
    ...(plugin as Plugin),
    getThemePath: () => path.join(PWA_PACKAGE, 'lib', 'theme'),
    getTypeScriptThemePath: () => path.join(PWA_PACKAGE, 'src', 'theme'),
  };
}
