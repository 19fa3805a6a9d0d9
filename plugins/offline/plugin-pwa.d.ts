/**
 * What plugins/offline/index.ts calls from @docusaurus/plugin-pwa's main entry
 * (its lib/index.js): the package's own types declare only its options.
 * plugins/offline/index.ts checks that both exist when the config loads.
 */
declare module '@docusaurus/plugin-pwa' {
  import type {LoadContext, Plugin} from '@docusaurus/types';
  import type {normalizePluginOptions} from '@docusaurus/utils-validation';

  export default function pluginPWA(context: LoadContext, options: PluginOptions): Plugin<void> | null;
  export function validateOptions(context: {
    validate: typeof normalizePluginOptions;
    options: Options;
  }): PluginOptions;
}
