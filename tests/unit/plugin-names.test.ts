/**
 * One naming scheme for the site's plugins: each is named after its file or
 * folder in plugins/, the name its build messages print in brackets
 * (`[version-routes] expected …`), and prints through @docusaurus/logger.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {configWith} from './siteConfig';

const ROOT = path.join(__dirname, '..', '..');

/** The plugins of the site config that are our own modules, made with a context as core makes them. */
async function ownPlugins(): Promise<Plugin[]> {
  const config = await configWith({});
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-plugin-names-'));
  const context = {
    siteDir: ROOT,
    generatedFilesDir,
    baseUrl: '/',
    siteConfig: config,
  } as unknown as LoadContext;
  const plugins = await Promise.all(
    (config.plugins as PluginConfig[])
      .filter((entry): entry is (context: LoadContext) => Plugin | null => typeof entry === 'function')
      .map((make) => make(context)),
  );
  return plugins.filter((plugin): plugin is Plugin => plugin !== null);
}

describe("the site's plugins", () => {
  it('are each named after their file or folder in plugins/', async () => {
    const plugins = await ownPlugins();
    expect(plugins.length).toBeGreaterThan(12);
    const misnamed = plugins
      .map((plugin) => plugin.name)
      .filter(
        (name) =>
          !fs.existsSync(path.join(ROOT, 'plugins', `${name}.ts`)) &&
          !fs.existsSync(path.join(ROOT, 'plugins', name, 'index.ts')),
      );
    expect(misnamed).toEqual([]);
  });

  it('print through @docusaurus/logger, never the console directly', () => {
    const files = fs
      .readdirSync(path.join(ROOT, 'plugins'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)(client|theme|sw)\//.test(file));
    const printing = files.filter((file) =>
      /\bconsole\.(log|info|warn|error)\(/.test(fs.readFileSync(path.join(ROOT, 'plugins', file), 'utf8')),
    );
    expect(printing).toEqual([]);
  });
});
