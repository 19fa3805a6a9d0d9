/**
 * The preview's redirects (plugins/dev-redirects.ts) and its page errors
 * turned warnings (plugins/dev-resilience.ts); the browser tests in
 * tests/e2e/dev/ check both in a running preview.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {EventEmitter} from 'node:events';
import type {LoadContext} from '@docusaurus/types';
import devResiliencePlugin, {
  isPageError,
  pageErrorsAsWarnings,
  pageRequest,
} from '../../plugins/dev-resilience';
import devRedirectsPlugin, {loadedGroupRedirects, redirectTarget} from '../../plugins/dev-redirects';

const GENERATED = '/site/.docusaurus';

describe("the preview's page errors", () => {
  const pageError = {
    message: 'Module build failed: docs-jet/a.md:20: the Mermaid diagram does not parse',
    moduleIdentifier:
      '/site/node_modules/@docusaurus/mdx-loader/lib/index.js??ruleSet[1]!/site/docs-jet/a.md',
  };
  const registryError = {
    message: "Cannot find module '@site/docs-jet/b.mdx'",
    moduleIdentifier: '/site/.docusaurus/registry.js',
  };
  const themeError = {message: 'Unexpected token', moduleIdentifier: '/site/src/theme/Root.tsx'};

  it("tells a page's own errors and the registry's from the others", () => {
    expect(isPageError(pageError, GENERATED)).toBe(true);
    expect(isPageError(registryError, GENERATED)).toBe(true);
    expect(isPageError(themeError, GENERATED)).toBe(false);
    expect(isPageError({message: 'no module'}, GENERATED)).toBe(false);
  });

  it('lists those among the warnings the dev server reads, and keeps the others errors', () => {
    const json = {hash: 'h', errors: [pageError, themeError, registryError], warnings: [{message: 'w'}]};
    expect(pageErrorsAsWarnings(json, GENERATED)).toEqual({
      hash: 'h',
      errors: [themeError],
      warnings: [{message: 'w'}, pageError, registryError],
    });
    expect(pageErrorsAsWarnings({errors: [themeError]}, GENERATED)).toEqual({errors: [themeError]});
  });

  it("applies to the development browser build only, through each compilation's stats", () => {
    const plugin = devResiliencePlugin({generatedFilesDir: GENERATED, siteDir: '/site'} as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin);
    const bundler = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}} as never;
    expect(configure({mode: 'production'}, false, bundler, {} as never)).toEqual({});
    expect(configure({mode: 'development'}, true, bundler, {} as never)).toEqual({});
    const {plugins} = configure({mode: 'development'}, false, bundler, {} as never) as {
      plugins: Array<{apply(compiler: unknown): void}>;
    };
    let done: ((stats: {toJson(options?: unknown): unknown}) => void) | undefined;
    plugins[0].apply({hooks: {done: {tap: (_name: string, hook: typeof done) => (done = hook)}}});
    const stats = {toJson: (options?: unknown) => ({options, errors: [pageError], warnings: []})};
    done!(stats);
    expect(stats.toJson('all')).toEqual({options: 'all', errors: [], warnings: [pageError]});
  });

  it('gives an import of a page file that is gone an empty page, and leaves every other import alone', () => {
    const siteDir = path.join(__dirname, '..', '..');
    expect(pageRequest('@site/docs-jet/jobs/partner-jobs.md', siteDir)).toBe(
      '@site/docs-jet/jobs/partner-jobs.md',
    );
    expect(pageRequest('@site/docs-jet/jobs/moved-away.md', siteDir)).toBe(
      path.join(siteDir, 'plugins', 'dev-resilience', 'missing-page.js'),
    );
    expect(pageRequest('@site/src/gone.ts', siteDir)).toBe('@site/src/gone.ts');
  });
});

describe("the preview's redirects", () => {
  const redirects = [
    {from: '/jet/jobs/installer-logs/', to: '/jet/deployment/installer-logs/'},
    {from: '/jet/administration/', to: '/jet/administration/first/'},
  ];

  it('lead an old address, with or without its slash, to the new one', () => {
    expect(redirectTarget('/jet/jobs/installer-logs/', redirects)).toBe('/jet/deployment/installer-logs/');
    expect(redirectTarget('/jet/jobs/installer-logs', redirects)).toBe('/jet/deployment/installer-logs/');
    expect(redirectTarget('/jet/jobs/partner-jobs/', redirects)).toBeUndefined();
  });

  it('follow the menus the docs plugin loaded, in every version', () => {
    const loaded = {
      jet: {
        loadedVersions: [
          {
            path: '/jet',
            sidebars: {
              jet: [
                {
                  type: 'category',
                  label: 'Jobs',
                  items: [
                    {type: 'doc', id: 'jobs/b'},
                    {type: 'category', label: 'Sub', items: [{type: 'doc', id: 'jobs/sub/c'}]},
                  ],
                },
              ],
            },
          },
        ],
      },
      'not-a-product': {loadedVersions: []},
    };
    expect(loadedGroupRedirects(loaded)).toEqual([
      {from: '/jet/jobs/', to: '/jet/jobs/b/'},
      {from: '/jet/jobs/sub/', to: '/jet/jobs/sub/c/'},
    ]);
  });

  describe('the middleware, in front of the page fallback', () => {
    let siteDir: string;
    let middleware: (request: {method: string; url: string}, response: unknown, next: () => void) => void;

    beforeEach(() => {
      siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-dev-redirects-'));
      fs.mkdirSync(path.join(siteDir, 'config'));
      const plugin = devRedirectsPlugin({siteDir} as LoadContext);
      const {devServer} = plugin.configureWebpack!.bind(plugin)(
        {mode: 'development'},
        false,
        {} as never,
        {} as never,
      ) as {
        devServer: {setupMiddlewares: (list: unknown[]) => unknown[]};
      };
      const list: unknown[] = [{name: 'history-api-fallback'}];
      expect(devServer.setupMiddlewares(list)).toEqual([]);
      expect(list).toHaveLength(2);
      middleware = (list[0] as {middleware: typeof middleware}).middleware;
    });
    afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

    /** What the middleware answers: a redirect's status and location, or `next` when it passes. */
    function answer(method: string, url: string): {status?: number; location?: string} | 'next' {
      const response = Object.assign(new EventEmitter(), {
        written: {} as {status?: number; location?: string},
        writeHead(status: number, headers: {location: string}) {
          this.written = {status, location: headers.location};
          return {end: () => undefined};
        },
      });
      let passed = false;
      middleware({method, url}, response, () => (passed = true));
      return passed ? 'next' : response.written;
    }

    it('reads the moved pages at each request, so a move shows at once, query kept', () => {
      expect(answer('GET', '/jet/jobs/installer-logs/')).toBe('next');
      fs.writeFileSync(path.join(siteDir, 'config', 'moved-pages.json'), JSON.stringify([redirects[0]]));
      expect(answer('GET', '/jet/jobs/installer-logs?x=1')).toEqual({
        status: 301,
        location: '/jet/deployment/installer-logs/?x=1',
      });
      expect(answer('GET', '/manager-agents/jobs/job-groups/')).toEqual({
        status: 301,
        location: '/flight-deck/jobs/manager-interface/job-groups/',
      });
      expect(answer('POST', '/jet/jobs/installer-logs/')).toBe('next');
      expect(answer('GET', '/jet/jobs/installer-logs/main.js')).toBe('next');
    });

    it('passes every request on while the list is being written', () => {
      fs.writeFileSync(path.join(siteDir, 'config', 'moved-pages.json'), '[{"from": ');
      expect(answer('GET', '/jet/jobs/installer-logs/')).toBe('next');
    });
  });
});
