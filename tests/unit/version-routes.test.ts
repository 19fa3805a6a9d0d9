import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import versionRoutesPlugin, {
  CLIENT_DIR,
  lazyVersions,
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
  type LazyVersion,
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
/** A version of the fixture, whose pages are an index and `jobs/partner-jobs`. */
const version = (root: string): LazyVersion => ({path: root, pages: [root, `${root}jobs/partner-jobs/`]});
/** The versions the section root does not serve. */
const LAZY = ['/jet/1.0/', '/jet/next/'].map(version);
const OLDER = [version('/jet/1.0/')];

/** What the docs plugin instances hand `allContentLoaded`: per instance, its versions' roots, the latest first. */
function docsContent(roots: Record<string, string[]>) {
  const instances = Object.entries(roots).map(([id, paths]) => [
    id,
    {
      loadedVersions: paths.map((root, i) => ({
        path: root,
        isLast: i === 0,
        docs: version(root).pages.map((permalink) => ({permalink})),
      })),
    },
  ]);
  return {'docusaurus-plugin-content-docs': Object.fromEntries(instances)};
}

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
  return splitRoutes(readRouteTree(ROUTES_JS), CHUNK_NAMES, readRegistry(REGISTRY_JS), OLDER);
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

/** A fixture build's scripts: their names, `main.js`, and the one whose name starts with a prefix. */
function builtScripts(siteDir: string) {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  const files = fs.readdirSync(dir);
  const script = (prefix: string): string =>
    fs.readFileSync(
      path.join(
        dir,
        files.find((f) => f.startsWith(prefix))!,
      ),
      'utf8',
    );
  return {files, main: script('main.'), script};
}

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
    const result = splitRoutes(readRouteTree(ROUTES_JS), shared, readRegistry(REGISTRY_JS), OLDER);
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
    const {files, main, script} = builtScripts(fixture.siteDir);
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
    expect(script('routes-jet-1.0')).toContain(route(pageKey('/jet/1.0/jobs/partner-jobs/')));
  });

  it("in a real build that serves the versions elsewhere (lastVersion: 'current'), leaves the cut versions' pages out of main.js", () => {
    const moved = buildFixture('last-version-current');
    if (!moved.ok) throw new Error(`The fixture site did not build:\n${moved.output.slice(-3000)}`);
    const {files, main} = builtScripts(moved.siteDir);
    expect(main).toContain('"/jet/jobs/partner-jobs/"');
    expect(main).not.toContain('"/jet/2.0/jobs/partner-jobs/"');
    expect(main).not.toContain('"/jet/1.0/jobs/partner-jobs/"');
    expect(
      files
        .filter((f) => f.startsWith('routes-'))
        .map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))
        .sort(),
    ).toEqual(['routes-jet-1.0', 'routes-jet-2.0']);
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

  it("takes every version the section root does not serve, with its pages, from the docs plugins' loaded content", () => {
    expect(lazyVersions({})).toEqual([]);
    expect(lazyVersions(docsContent({jet: ['/jet/'], 'flight-deck': ['/flight-deck/']}))).toEqual([]);
    // Wherever the docs plugin serves them: `lastVersion` and `versions.*.path` move the paths.
    expect(lazyVersions(docsContent({jet: ['/help/jet/', '/help/jet/legacy/', '/help/jet/1.0/']}))).toEqual([
      version('/help/jet/legacy/'),
      version('/help/jet/1.0/'),
    ]);
  });

  it('fails the build, naming itself, when the loaded docs content has another shape', () => {
    expect(() => lazyVersions({'docusaurus-plugin-content-docs': {jet: {versions: []}}})).toThrow(
      '[version-routes] expected the loaded content of the docs plugin "jet" to list its loadedVersions, each with its path, isLast and docs',
    );
  });

  it('fails the build, naming itself, when core asks for its client modules or bundler config before allContentLoaded', () => {
    const plugin = versionRoutesPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    expect(() => (plugin.getClientModules as () => string[])()).toThrow(
      '[version-routes] expected core to run allContentLoaded, where this plugin reads the docs versions, before getClientModules; it did not.',
    );
    expect(() =>
      (plugin.configureWebpack as unknown as (c: object, s: boolean, u: object) => object)(
        {mode: 'production'},
        false,
        {},
      ),
    ).toThrow('before configureWebpack; it did not.');
  });

  describe('fails the build, naming itself, when core changed its generated files', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-generated-'));
      fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES_JS);
      fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
      fs.writeFileSync(path.join(dir, 'registry.js'), REGISTRY_JS);
    });
    const failure = (versions: readonly LazyVersion[]): string => {
      try {
        writeClientRoutes(dir, versions);
      } catch (error) {
        expect(error).toBeInstanceOf(InternalsChanged);
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };

    it("writes the browser's copies when all is as expected", () => {
      writeClientRoutes(dir, OLDER);
      expect(fs.readdirSync(path.join(dir, CLIENT_DIR)).sort()).toEqual([
        'registry.js',
        'routes.js',
        'routesChunkNames.json',
        'tables',
      ]);
      expect(fs.readdirSync(path.join(dir, CLIENT_DIR, 'tables'))).toEqual(['jet-1.0.js']);
    });

    it('when a version has no route holding its pages', () => {
      expect(failure([version('/jet/9.9/')])).toContain(
        "[version-routes] expected one route at /jet/9.9/ holding that version's pages; found 0",
      );
    });

    it('when routes.js lacks a page of the loaded version (written from other content, or not yet)', () => {
      expect(failure([{path: '/jet/1.0/', pages: ['/jet/1.0/', '/jet/1.0/jobs/new-page/']}])).toContain(
        '[version-routes] expected routes.js, which core writes before the bundler is configured, to hold every page of /jet/1.0/; /jet/1.0/jobs/new-page/ is missing',
      );
    });

    it('when routes.js has another form', () => {
      fs.writeFileSync(
        path.join(dir, 'routes.js'),
        "import {lazy} from 'react';\nexport const routes = [];\n",
      );
      expect(failure(OLDER)).toContain('expected routes.js to import React and ComponentCreator');
    });

    it('when registry.js has another form', () => {
      fs.writeFileSync(
        path.join(dir, 'registry.js'),
        'export default {\n  "a": {loader: () => import("x")},\n};\n',
      );
      expect(failure(OLDER)).toContain('expected each line of registry.js to be');
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
    void plugin.allContentLoaded!({allContent: docsContent({jet: ['/jet/']}), actions: {} as never});
    expect(configure('production', false)).toEqual({});
    expect((plugin.getClientModules as () => string[])()).toEqual([]);
    fs.writeFileSync(
      path.join(generated, 'registry.js'),
      'export default {\n  "a": {loader: () => import("x")},\n};\n',
    );
    expect(() => configure('production', false)).toThrow(InternalsChanged);
    fs.writeFileSync(path.join(generated, 'registry.js'), REGISTRY_JS);
    void plugin.allContentLoaded!({
      allContent: docsContent({jet: ['/jet/', '/jet/next/', '/jet/1.0/']}),
      actions: {} as never,
    });
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
