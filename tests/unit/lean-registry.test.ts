import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import leanRegistryPlugin, {WITHOUT_PATHS} from '../../plugins/lean-registry';
import {rewriteRegistry} from '../../plugins/lib/internals';
import type {LoadContext} from '@docusaurus/types';

const registryWithoutPaths = (source: string): string =>
  rewriteRegistry('lean-registry', source, WITHOUT_PATHS);

const ENTRY = (file: string, chunk: string): string =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('chunk registry of the browser build', () => {
  it('keeps each loader and weak id, and drops the source path only the server render reads', () => {
    const source = [
      'export default {',
      ENTRY('@site/docs-jet/jobs/partner-jobs.md', '1f2e3d4c'),
      ENTRY('@theme/DocItem', '17896441'),
      '};',
    ].join('\n');
    expect(registryWithoutPaths(source)).toBe(
      [
        'export default {',
        '  "1f2e3d4c": [() => import(/* webpackChunkName: "1f2e3d4c" */ "@site/docs-jet/jobs/partner-jobs.md"), "", require.resolveWeak("@site/docs-jet/jobs/partner-jobs.md")],',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '};',
      ].join('\n'),
    );
  });

  it('is applied to the browser build only, to the generated registry', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-registry-'));
    fs.writeFileSync(
      path.join(generatedFilesDir, 'registry.js'),
      ['export default {', ENTRY('@theme/DocItem', '17896441'), '};'].join('\n'),
    );
    const plugin = leanRegistryPlugin({generatedFilesDir} as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({}, true, {} as never, {} as never)).toEqual({});
    const browser = configure({}, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; include: string[]}[]};
    };
    const [rule] = browser.module.rules;
    expect(rule.include).toEqual([generatedFilesDir]);
    expect(rule.test.test(path.join(generatedFilesDir, 'registry.js'))).toBe(true);
    expect(rule.test.test(path.join(generatedFilesDir, 'routes.js'))).toBe(false);
    fs.rmSync(generatedFilesDir, {recursive: true});
  });
});
