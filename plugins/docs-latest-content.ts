/**
 * A product's docs instance (`@docusaurus/plugin-content-docs`) whose content
 * is always read from the newest files. Under `npm start`, core reloads an
 * instance once for each file saved, without waiting for the reload before,
 * and the reload that ends last is shown: after two saves in a row (a menu
 * edit and its undo, `npm run move:page`) the preview could show the older
 * files until the next save. Here each load waits for those started before it,
 * and every load answers with the newest one's content. A build loads once.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

async function docsLatestContent(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by the docs plugin's own `validateOptions`, given below.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const loadOnce = plugin.loadContent!.bind(plugin);
  const load = async (): Promise<LoadedContent> => loadOnce();
  let newest: Promise<LoadedContent> = Promise.resolve(undefined as unknown as LoadedContent);
  plugin.loadContent = async () => {
    const mine = newest.then(load, load);
    newest = mine;
    let answer = mine;
    await answer.catch(() => undefined);
    // A load started meanwhile read newer files: its content is the answer.
    while (newest !== answer) {
      answer = newest;
      await answer.catch(() => undefined);
    }
    return answer;
  };
  // Core's plugin list holds plugins of any content.
  return plugin as unknown as Plugin;
}

const docsLatestContentPlugin: PluginModule = Object.assign(docsLatestContent, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
});
export default docsLatestContentPlugin;
