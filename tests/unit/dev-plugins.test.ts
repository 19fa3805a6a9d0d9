import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import devLazyCompilationPlugin, {WITHOUT_WEAK_IDS} from '../../plugins/dev-lazy-compilation';
import {WITHOUT_PATHS} from '../../plugins/lean-registry';
import {registryRule} from '../../plugins/lib/internals';
import devServerAddressPlugin, {
  ADDRESS_FILE,
  addressFor,
  readDevServerAddress,
} from '../../plugins/dev-server-address';

/** The registry as the bundler's loader rewrites it, with a plugin's rule (the loader is CommonJS, as the bundler loads it). */
function loaded(rule: ReturnType<typeof registryRule>, source: string): string {
  const [{loader, options}] = rule.use;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(loader) as (this: {getOptions(): unknown}, source: string) => string).call(
    {getOptions: () => options},
    source,
  );
}
const registryWithoutWeakIds = (source: string) =>
  loaded(registryRule('dev-lazy-compilation', '/site/.docusaurus', WITHOUT_WEAK_IDS), source);
const registryWithoutPaths = (source: string) =>
  loaded(registryRule('lean-registry', '/site/.docusaurus', WITHOUT_PATHS), source);

const ENTRY = (file: string, chunk: string): string =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
const RSPACK = {
  currentBundler: {name: 'rspack', instance: {lazyCompilationMiddleware: () => undefined}},
} as never;

let generatedFilesDir: string;
beforeEach(() => {
  generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-dev-plugins-'));
});
afterEach(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

describe('lazy compilation under npm start', () => {
  it("drops the registry's weak module ids, after the lean registry dropped its paths, keeping each loader", () => {
    const source = ['export default {', ENTRY('@site/docs-jet/jobs/partner-jobs.md', '1f2e3d4c'), '};'].join(
      '\n',
    );
    expect(registryWithoutWeakIds(registryWithoutPaths(source))).toBe(
      [
        'export default {',
        '  "1f2e3d4c": [() => import(/* webpackChunkName: "1f2e3d4c" */ "@site/docs-jet/jobs/partner-jobs.md"), "", undefined],',
        '};',
      ].join('\n'),
    );
  });

  it('stops the server, naming the plugin, when the registry has no weak id to drop', () => {
    expect(() => registryWithoutWeakIds('export default {\n  "a": [() => import("x"), "x", 3],\n};')).toThrow(
      /^\[dev-lazy-compilation\] expected entries ending with `require.resolveWeak\("<source path>"\)`/,
    );
  });

  it('applies to the development browser build with Rspack only', () => {
    const plugin = devLazyCompilationPlugin({generatedFilesDir} as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({mode: 'production'}, false, RSPACK, {} as never)).toEqual({});
    expect(configure({mode: 'development'}, true, RSPACK, {} as never)).toEqual({});
    expect(
      configure({mode: 'development'}, false, {currentBundler: {name: 'webpack'}} as never, {} as never),
    ).toEqual({});
    const dev = configure({mode: 'development'}, false, RSPACK, {} as never) as {
      lazyCompilation: unknown;
      module: {rules: {test: RegExp; include: string[]}[]};
      devServer: {setupMiddlewares: (middlewares: unknown[], server: {compiler: unknown}) => unknown[]};
    };
    expect(dev.lazyCompilation).toEqual({entries: false, imports: true});
    expect(dev.module.rules[0].include).toEqual([generatedFilesDir]);
    expect(dev.module.rules[0].test.test(path.join(generatedFilesDir, 'registry.js'))).toBe(true);
    const [added] = dev.devServer.setupMiddlewares([], {compiler: {}}) as {name: string}[];
    expect(added.name).toBe('dev-lazy-compilation');
  });
});

describe("the preview's address", () => {
  it('is written once the dev server listens, on the port it really listens at', () => {
    const plugin = devServerAddressPlugin({generatedFilesDir} as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({mode: 'production'}, false, RSPACK, {} as never)).toEqual({});
    const dev = configure({mode: 'development'}, false, RSPACK, {} as never) as {
      devServer: {onListening: (server: unknown) => void};
    };
    dev.devServer.onListening({options: {host: 'localhost'}, server: {address: () => ({port: 4321})}});
    expect(JSON.parse(fs.readFileSync(path.join(generatedFilesDir, ADDRESS_FILE), 'utf8'))).toEqual({
      url: 'http://localhost:4321/',
      pid: process.pid,
    });
    expect(readDevServerAddress(path.dirname(generatedFilesDir))).toBeUndefined();
  });

  it('names the host as Docusaurus prints it', () => {
    expect(addressFor(undefined, 3000)).toBe('http://localhost:3000/');
    expect(addressFor('0.0.0.0', 3000)).toBe('http://localhost:3000/');
    expect(addressFor('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100/');
    expect(addressFor('::1', 3100)).toBe('http://[::1]:3100/');
  });
});
