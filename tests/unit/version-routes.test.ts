import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import versionRoutesPlugin, {
  CLIENT_DIR,
  lazyVersionPaths,
  unreplacedMessage,
  writeClientRoutes,
} from '../../plugins/version-routes';
import {buildFixture, type FixtureBuild} from '../fixtures/version-routes-site/build';
import {InternalsChanged} from '../../plugins/lib/internals';
import {
  readRegistry,
  readRouteTree,
  registryModule,
  routesModule,
  splitRoutes,
  tableModule,
  type RouteNode,
} from '../../plugins/version-routes/split';
import type {LoadContext} from '@docusaurus/types';

/**
 * Core's generated files, as a real build of a small site with cut versions
 * writes them (tests/fixtures/version-routes-site: Jet 2.0, the latest, 1.0
 * and the unreleased docs, each with an index and `jobs/partner-jobs`).
 */
let fixture: FixtureBuild;
let ROUTES_JS: string;
let CHUNK_NAMES: Record<string, {readonly content?: string; readonly __comp?: string}>;
let REGISTRY_JS: string;
const generated = (file: string): string =>
  fs.readFileSync(path.join(fixture.siteDir, '.docusaurus', file), 'utf8');
/** The version roots the section root does not serve. */
const LAZY = ['/jet/1.0/', '/jet/next/'];

/** A real build: a few pages, so about a minute on a busy machine; later runs reuse it (see build.ts). */
jest.setTimeout(10 * 60_000);
beforeAll(() => {
  fixture = buildFixture('as-is');
  if (!fixture.ok) throw new Error(`The fixture site did not build:\n${fixture.output.slice(-3000)}`);
  ROUTES_JS = generated('routes.js');
  CHUNK_NAMES = JSON.parse(generated('routesChunkNames.json'));
  REGISTRY_JS = generated('registry.js');
});

/** The key of `routesChunkNames` of the page at `route` (core's `<path>-<hash>`). */
const pageKey = (route: string): string => {
  const keys = Object.keys(CHUNK_NAMES).filter(
    (key) => key.startsWith(`${route}-`) && CHUNK_NAMES[key].content !== undefined,
  );
  expect(keys).toHaveLength(1);
  return keys[0];
};
const contentChunk = (route: string): string => CHUNK_NAMES[pageKey(route)].content!;

function split() {
  return splitRoutes(readRouteTree(ROUTES_JS), CHUNK_NAMES, readRegistry(REGISTRY_JS), ['/jet/1.0/']);
}

/** Runs a generated module with stand-ins for its imports (and `import()` answering the file asked for); returns its default export. */
function run(source: string, imports: Record<string, unknown>): unknown {
  const body = source
    .replace(/^import .+\n/gm, '')
    .replace('export default ', 'exported = ')
    .replace(/\(\) => import\(/g, '() => load(');
  const context: Record<string, unknown> = {
    ...imports,
    exported: undefined,
    load: (file: string) => file,
    require: {resolveWeak: (id: string) => id},
  };
  vm.runInNewContext(body, context);
  return context.exported;
}

const creator = (route: string, hash: string) => ({route, hash});

describe("version-routes: the browser build's route table without older versions' pages", () => {
  it("reads core's route tree, and moves the pages of each older version into a table of its own", () => {
    const {tables} = splitRoutes(readRouteTree(ROUTES_JS), CHUNK_NAMES, readRegistry(REGISTRY_JS), LAZY);
    expect(tables.map((t) => [t.name, t.parent.path, t.routes.map((r: RouteNode) => r.path)])).toEqual([
      ['jet-1.0', '/jet/1.0/', ['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/']],
      ['jet-next', '/jet/next/', ['/jet/next/', '/jet/next/jobs/partner-jobs/']],
    ]);
  });

  it('keeps in the entry script the chunk names and registry entries of every route that stays, shared ones included', () => {
    const result = split();
    const movedKeys = ['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/'].map(pageKey);
    const movedChunks = ['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/'].map(contentChunk);
    expect(Object.keys(result.chunkNames)).not.toContain(movedKeys[1]);
    // The version's own routes (version root, DocRoot) stay, and so do the latest pages.
    const {parent} = result.tables[0];
    expect(Object.keys(result.chunkNames)).toContain(`${parent.path}-${parent.component.hash}`);
    expect(Object.keys(result.chunkNames)).toContain(pageKey('/jet/jobs/partner-jobs/'));
    expect([...result.registry.keys()]).toEqual(
      [...readRegistry(REGISTRY_JS).keys()].filter((c) => !movedChunks.includes(c)),
    );
    const moved = result.moved.get('jet-1.0')!;
    expect(Object.keys(moved.chunkNames)).toEqual(movedKeys);
    expect([...moved.registry.keys()].sort()).toEqual([...movedChunks].sort());
    // The page component all versions share stays in the entry script.
    expect(result.registry.has(CHUNK_NAMES[movedKeys[1]].__comp!)).toBe(true);
    expect(registryModule(result)).not.toContain(movedChunks[1]);
  });

  it('keeps in the entry script a registry entry that the pages of two older versions share', () => {
    const olderPage = pageKey('/jet/1.0/jobs/partner-jobs/');
    const latestContent = contentChunk('/jet/jobs/partner-jobs/');
    const shared = {...CHUNK_NAMES, [olderPage]: {...CHUNK_NAMES[olderPage], content: latestContent}};
    const result = splitRoutes(readRouteTree(ROUTES_JS), shared, readRegistry(REGISTRY_JS), ['/jet/1.0/']);
    // Used by a kept page (/jet/jobs/partner-jobs/) and a moved one: it stays.
    expect(result.registry.has(latestContent)).toBe(true);
    expect(result.moved.get('jet-1.0')!.registry.has(latestContent)).toBe(false);
    const nextPage = pageKey('/jet/next/jobs/partner-jobs/');
    const olderContent = contentChunk('/jet/1.0/jobs/partner-jobs/');
    const twoTables = splitRoutes(
      readRouteTree(ROUTES_JS),
      {...CHUNK_NAMES, [nextPage]: {...CHUNK_NAMES[nextPage], content: olderContent}},
      readRegistry(REGISTRY_JS),
      LAZY,
    );
    // Used by pages of two tables and no kept page: it stays too, so either table finds it.
    expect(twoTables.registry.has(olderContent)).toBe(true);
    expect(twoTables.moved.get('jet-1.0')!.registry.has(contentChunk('/jet/1.0/'))).toBe(true);
  });

  it("writes a routes module that holds the same tree, with the older version's pages behind loadVersionRoutes", () => {
    const lazy: {path: string; load: () => unknown}[] = [];
    const tree = run(routesModule(split(), '/x/loadVersionRoutes.ts'), {
      ComponentCreator: creator,
      loadVersionRoutes: (route: {path: string}, load: () => unknown) => {
        lazy.push({path: route.path, load});
        return {...route, routes: []};
      },
    }) as {path: string; routes?: {path: string; routes?: unknown[]}[]}[];
    expect(JSON.stringify(tree)).not.toContain('/jet/1.0/jobs/');
    expect(JSON.stringify(tree)).toContain('"path":"/jet/jobs/partner-jobs/"');
    expect(lazy.map((l) => [l.path, l.load()])).toEqual([['/jet/1.0/', './tables/jet-1.0.js']]);
    expect(routesModule(split(), '/x/loadVersionRoutes.ts')).toContain(
      'import {loadVersionRoutes} from "/x/loadVersionRoutes.ts";',
    );
  });

  it("writes a table module that registers its pages' chunks (without chunk names) and exports its pages", () => {
    const result = split();
    const source = tableModule(result, result.tables[0]);
    const registry: Record<string, unknown> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const pages = run(source, {ComponentCreator: creator, registry, routesChunkNames}) as {
      path: string;
      component: {route: string; hash: string};
    }[];
    expect(pages.map((p) => p.path)).toEqual(['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/']);
    expect(`${pages[1].component.route}-${pages[1].component.hash}`).toBe(
      pageKey('/jet/1.0/jobs/partner-jobs/'),
    );
    expect(Object.keys(registry).sort()).toEqual(
      ['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/'].map(contentChunk).sort(),
    );
    expect(Object.keys(routesChunkNames)).toEqual(['/jet/1.0/', '/jet/1.0/jobs/partner-jobs/'].map(pageKey));
    expect(source).not.toContain('webpackChunkName');
  });

  it("in the real build, leaves the older versions' pages out of main.js, each version's table a chunk of its own", () => {
    const scripts = path.join(fixture.siteDir, 'build', 'assets', 'js');
    const files = fs.readdirSync(scripts);
    const main = fs.readFileSync(
      path.join(
        scripts,
        files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!,
      ),
      'utf8',
    );
    // Minified, a route reads `("/jet/jobs/partner-jobs/","3fa")`: ComponentCreator's path and hash.
    const route = (key: string): string => {
      const [, address, hash] = /^(.*)-([0-9a-f]+)$/.exec(key)!;
      return `"${address}","${hash}"`;
    };
    expect(main).toContain(route(pageKey('/jet/jobs/partner-jobs/')));
    for (const older of ['/jet/1.0/jobs/partner-jobs/', '/jet/next/jobs/partner-jobs/'])
      expect(main).not.toContain(route(pageKey(older)));
    expect(
      files.filter((f) => f.startsWith('routes-')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, '')),
    ).toEqual(['routes-jet-1.0', 'routes-jet-next']);
    const table = fs.readFileSync(
      path.join(
        scripts,
        files.find((f) => f.startsWith('routes-jet-1.0'))!,
      ),
      'utf8',
    );
    expect(table).toContain(route(pageKey('/jet/1.0/jobs/partner-jobs/')));
  });

  it("fails the real build, naming itself, when the browser build asks for core's route files under other names", () => {
    const renamed = buildFixture('renamed-requests');
    expect(renamed.ok).toBe(false);
    expect(renamed.output).toContain(
      "[version-routes] expected the browser build to import core's generated routes, routesChunkNames, registry",
    );
    expect(renamed.output).toMatch(
      /routes\.js, routesChunkNames\.json, registry\.js of \S+ were never compiled/,
    );
  });

  it('says nothing when every copy was compiled, and names the ones that were not', () => {
    const dir = '/site/.docusaurus/help-version-routes';
    const all = ['routes.js', 'routesChunkNames.json', 'registry.js'].map((f) => path.join(dir, f));
    expect(unreplacedMessage(dir, [...all, undefined, '/x/y.js'])).toBeUndefined();
    expect(unreplacedMessage(dir, all.slice(1))).toMatch(
      /^\[version-routes\] .*routes\.js of \S+ was never compiled/,
    );
  });

  it('finds the roots of every version the section root does not serve', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-versions-'));
    expect(lazyVersionPaths(siteDir)).toEqual([]);
    fs.writeFileSync(path.join(siteDir, 'jet_versions.json'), JSON.stringify(['2.0', '1.0']));
    expect(lazyVersionPaths(siteDir)).toEqual(['/jet/next/', '/jet/1.0/']);
    expect(lazyVersionPaths(siteDir, '/help/')).toEqual(['/help/jet/next/', '/help/jet/1.0/']);
  });

  describe('fails the build, naming itself, when core changed its generated files', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-generated-'));
      fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES_JS);
      fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
      fs.writeFileSync(path.join(dir, 'registry.js'), REGISTRY_JS);
    });
    const failure = (versionPaths: readonly string[]): string => {
      try {
        writeClientRoutes(dir, versionPaths);
      } catch (error) {
        expect(error).toBeInstanceOf(InternalsChanged);
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };

    it("writes the browser's copies when all is as expected", () => {
      writeClientRoutes(dir, ['/jet/1.0/']);
      expect(fs.readdirSync(path.join(dir, CLIENT_DIR)).sort()).toEqual([
        'registry.js',
        'routes.js',
        'routesChunkNames.json',
        'tables',
      ]);
      expect(fs.readdirSync(path.join(dir, CLIENT_DIR, 'tables'))).toEqual(['jet-1.0.js']);
    });

    it('when a version has no route holding its pages', () => {
      expect(failure(['/jet/9.9/'])).toContain(
        "[version-routes] expected one route at /jet/9.9/ holding that version's pages; found 0",
      );
    });

    it('when routes.js has another form', () => {
      fs.writeFileSync(
        path.join(dir, 'routes.js'),
        "import {lazy} from 'react';\nexport const routes = [];\n",
      );
      expect(failure(['/jet/1.0/'])).toContain('expected routes.js to import React and ComponentCreator');
    });

    it('when registry.js has another form', () => {
      fs.writeFileSync(
        path.join(dir, 'registry.js'),
        'export default {\n  "a": {loader: () => import("x")},\n};\n',
      );
      expect(failure(['/jet/1.0/'])).toContain('expected each line of registry.js to be');
    });
  });

  it("checks core's files on every production browser build, and splits them once a version is cut", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-site-'));
    const plugin = versionRoutesPlugin({
      siteDir,
      baseUrl: '/',
      generatedFilesDir: path.join(siteDir, '.docusaurus'),
    } as LoadContext);
    const replacements: {pattern: RegExp; rewrite: (resource: {request: string}) => void}[] = [];
    const utils = {
      currentBundler: {
        instance: {
          NormalModuleReplacementPlugin: class {
            constructor(pattern: RegExp, rewrite: (resource: {request: string}) => void) {
              replacements.push({pattern, rewrite});
            }
          },
        },
      },
    };
    const configure = (mode: string, isServer: boolean) =>
      (plugin.configureWebpack as unknown as (c: object, s: boolean, u: object) => object)(
        {mode},
        isServer,
        utils,
      );
    const generated = path.join(siteDir, '.docusaurus');
    fs.mkdirSync(generated);
    fs.writeFileSync(path.join(generated, 'routes.js'), ROUTES_JS);
    fs.writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
    fs.writeFileSync(path.join(generated, 'registry.js'), REGISTRY_JS);
    // No version cut: nothing to split, but core's files are still checked.
    expect(configure('production', false)).toEqual({});
    expect((plugin.getClientModules as () => string[])()).toEqual([]);
    fs.writeFileSync(
      path.join(generated, 'registry.js'),
      'export default {\n  "a": {loader: () => import("x")},\n};\n',
    );
    expect(() => configure('production', false)).toThrow(InternalsChanged);
    fs.writeFileSync(path.join(generated, 'registry.js'), REGISTRY_JS);
    fs.writeFileSync(path.join(siteDir, 'jet_versions.json'), JSON.stringify(['2.0', '1.0']));
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
    expect(replacements).toEqual([]);

    configure('production', false);
    const [{pattern, rewrite}] = replacements;
    for (const file of ['routes', 'routesChunkNames', 'registry']) {
      const resource = {request: `@generated/${file}`};
      expect(pattern.test(resource.request)).toBe(true);
      rewrite(resource);
      expect(fs.existsSync(resource.request)).toBe(true);
      expect(resource.request.startsWith(path.join(generated, CLIENT_DIR))).toBe(true);
    }
    expect(pattern.test('@generated/globalData')).toBe(false);
    // With versions cut, a hovered link preloads the page it leads to (plugins/version-routes/client/preloadTarget.ts).
    expect((plugin.getClientModules as () => string[])()).toEqual([
      path.resolve(__dirname, '../../plugins/version-routes/client/preloadTarget.ts'),
    ]);
  });
});
