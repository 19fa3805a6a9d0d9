import type {Config, PluginModule} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {configWith} from './siteConfig';

/** The docs plugin options of every product: the plugins given a side menu. */
function docsOptions(config: Config): DocsOptions[] {
  return (config.plugins ?? [])
    .filter(
      (plugin): plugin is [PluginModule, DocsOptions] =>
        Array.isArray(plugin) &&
        typeof plugin[1] === 'object' &&
        plugin[1] !== null &&
        'sidebarPath' in plugin[1],
    )
    .map(([, options]) => options);
}

describe('"Edit this page"', () => {
  it('is absent by default', async () => {
    const options = docsOptions(await configWith({HELP_EDIT_URL: undefined}));
    expect(options).toHaveLength(4);
    for (const docs of options) expect(docs.editUrl).toBeUndefined();
    for (const docs of docsOptions(await configWith({HELP_EDIT_URL: '  '})))
      expect(docs.editUrl).toBeUndefined();
  });

  it('links each page to HELP_EDIT_URL followed by its file path, in every version', async () => {
    for (const docs of docsOptions(
      await configWith({HELP_EDIT_URL: 'https://github.com/signiant/help/edit/main/'}),
    )) {
      const editUrl = docs.editUrl as (params: {versionDocsDirPath: string; docPath: string}) => string;
      expect(editUrl({versionDocsDirPath: `docs-${String(docs.id)}`, docPath: 'jobs/partner-jobs.md'})).toBe(
        `https://github.com/signiant/help/edit/main/docs-${String(docs.id)}/jobs/partner-jobs.md`,
      );
      expect(editUrl({versionDocsDirPath: 'jet_versioned_docs/version-1.0', docPath: 'index.md'})).toBe(
        'https://github.com/signiant/help/edit/main/jet_versioned_docs/version-1.0/index.md',
      );
    }
  });
});
