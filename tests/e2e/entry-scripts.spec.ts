import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './fixtures';
import {LEGACY_REDIRECTS} from '../../config/redirects';
import {COMPILE_HINT} from '../../plugins/compile-hints';

/** The scripts a built page lists, in document order. */
async function listedScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  // Quoted or not: Docusaurus 4's HTML minifier keeps attribute quotes.
  return [...html.matchAll(/<script src="?([^" >]+)"? defer>/g)].map((match) => match[1]);
}

// plugins/compile-hints/index.ts: Chromium compiles the entry scripts while they download, not during the start-up task.
for (const path of ['/', '/jet/jobs/installer-logs/']) {
  test(`the scripts ${path} starts with open with V8's compile hint, as the server sends them`, async ({
    request,
  }) => {
    const entry = (await listedScripts(request, path)).slice(-2);
    expect(entry.map((src) => src.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual([
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    for (const src of entry) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const source = await (await request.get(src, {headers: {'Accept-Encoding': encoding}})).text();
        expect(source.split('\n', 1)[0], `${src} (${encoding})`).toBe(COMPILE_HINT);
      }
    }
  });
}

// Docusaurus ships the whole site config, plugin options included, in main.js (plugins/offline/index.ts, config/redirects.ts),
// and the source path of every route module in its chunk registry (plugins/lean-registry/index.ts).
test('main.js holds no file path of the build machine or of the sources, and no redirect list', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const main = html.match(/<script src="?(\/assets\/js\/main\.[0-9a-f]{8}\.js)"? defer>/)?.[1];
  expect(main).toBeDefined();
  const source = await (await request.get(main!)).text();
  expect(source).toContain('"/jet/jobs/installer-logs/"');
  expect(source).not.toContain(path.resolve(__dirname, '..', '..'));
  expect(source).not.toContain('node_modules/.cache');
  expect(source).not.toContain(LEGACY_REDIRECTS[0].from);
  expect(source).not.toContain('"@site/docs-jet/');
  // plugins/slim-tslib/index.ts: of tslib, only the helper the browser calls.
  expect(source).not.toContain('__addDisposableResource');
});
