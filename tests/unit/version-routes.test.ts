import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import versionRoutesPlugin, {
  CLIENT_DIR,
  lazyVersionPaths,
  writeClientRoutes,
} from '../../plugins/version-routes';
import {InternalsChanged} from '../../plugins/internals';
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

/** A page route as core writes it. */
const page = (route: string, hash: string): string =>
  `{\n  path: '${route}',\n  component: ComponentCreator('${route}', '${hash}'),\n  exact: true,\n  sidebar: "jet"\n}`;
/** The docs plugin's three nested routes of a version: version root, DocRoot, pages. */
const version = (root: string, hashes: readonly string[], pages: readonly string[]): string =>
  `{\n  path: '${root}',\n  component: ComponentCreator('${root}', '${hashes[0]}'),\n  routes: [{\n    path: '${root}',\n    component: ComponentCreator('${root}', '${hashes[1]}'),\n    routes: [${pages.join(',\n')}]\n  }]\n}`;

/** Core's `routes.js` for Jet with version 1.0 cut and the second version's pages under `second` (`/jet/` for the latest). */
const routesJs = (second: string): string =>
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n" +
  `${page('/search/', 's01')},\n` +
  `{\n  path: '/jet/',\n  component: ComponentCreator('/jet/', 'r00'),\n  routes: [\n` +
  `${version('/jet/1.0/', ['v10', 'd10'], [page('/jet/1.0/', 'a10'), page('/jet/1.0/jobs/', 'b10')])},\n` +
  `${version(second, ['v20', 'd20'], [page(second, 'a20'), page(`${second}jobs/`, 'b20')])}\n` +
  ']\n}\n];\n';
/** Version 2.0 the latest, at the section root. */
const ROUTES_JS = routesJs('/jet/');
/** The second version as the unreleased docs at `next/`: both versions leave the entry script. */
const NEXT_ROUTES_JS = routesJs('/jet/next/');

const CHUNK_NAMES = {
  '/search/-s01': {__comp: 'search'},
  '/jet/-r00': {__comp: 'docsRoot', __context: {plugin: 'jetPlugin'}},
  '/jet/1.0/-v10': {__comp: 'versionRoot', __props: 'props10'},
  '/jet/1.0/-d10': {__comp: 'docRoot'},
  '/jet/1.0/-a10': {__comp: 'docItem', content: 'index10'},
  '/jet/1.0/jobs/-b10': {__comp: 'docItem', content: 'jobs10'},
  '/jet/-v20': {__comp: 'versionRoot', __props: 'props20'},
  '/jet/-d20': {__comp: 'docRoot'},
  '/jet/-a20': {__comp: 'docItem', content: 'index20'},
  '/jet/jobs/-b20': {__comp: 'docItem', content: 'jobs20'},
};

const entry = (chunk: string): string =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "@site/${chunk}.md"), "@site/${chunk}.md", require.resolveWeak("@site/${chunk}.md")],`;
const CHUNKS = [
  'search',
  'docsRoot',
  'jetPlugin',
  'versionRoot',
  'props10',
  'docRoot',
  'docItem',
  'index10',
  'jobs10',
  'props20',
  'index20',
  'jobs20',
];
const REGISTRY_JS = `export default {\n${CHUNKS.map(entry).join('\n')}};\n`;

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
    const {tables} = split();
    expect(
      tables.map((t) => [t.name, t.parent.component.hash, t.routes.map((r: RouteNode) => r.path)]),
    ).toEqual([['jet-1.0', 'd10', ['/jet/1.0/', '/jet/1.0/jobs/']]]);
  });

  it('keeps in the entry script the chunk names and registry entries of every route that stays, shared ones included', () => {
    const result = split();
    expect(Object.keys(result.chunkNames)).not.toContain('/jet/1.0/jobs/-b10');
    expect(Object.keys(result.chunkNames)).toContain('/jet/1.0/-d10');
    expect([...result.registry.keys()]).toEqual(CHUNKS.filter((c) => !['index10', 'jobs10'].includes(c)));
    const moved = result.moved.get('jet-1.0')!;
    expect(Object.keys(moved.chunkNames)).toEqual(
      ['/jet/1.0/', '/jet/1.0/jobs/'].map((p, i) => `${p}-${['a10', 'b10'][i]}`),
    );
    expect([...moved.registry.keys()]).toEqual(['index10', 'jobs10']);
    expect(registryModule(result)).not.toContain('jobs10');
  });

  it('keeps in the entry script a registry entry that the pages of two older versions share', () => {
    const shared = {...CHUNK_NAMES, '/jet/1.0/jobs/-b10': {__comp: 'docItem', content: 'jobs20'}};
    const result = splitRoutes(readRouteTree(ROUTES_JS), shared, readRegistry(REGISTRY_JS), ['/jet/1.0/']);
    // Used by a kept page (/jet/jobs/) and a moved one: it stays.
    expect(result.registry.has('jobs20')).toBe(true);
    expect(result.moved.get('jet-1.0')!.registry.has('jobs20')).toBe(false);
    const twoTables = splitRoutes(
      readRouteTree(NEXT_ROUTES_JS),
      {
        ...CHUNK_NAMES,
        '/jet/next/-a20': {__comp: 'docItem', content: 'index10'},
        '/jet/next/jobs/-b20': {__comp: 'docItem', content: 'jobs20'},
      },
      readRegistry(REGISTRY_JS),
      ['/jet/1.0/', '/jet/next/'],
    );
    // Used by pages of two tables and no kept page: it stays too, so either table finds it.
    expect(twoTables.tables.map((t) => t.name)).toEqual(['jet-1.0', 'jet-next']);
    expect(twoTables.registry.has('index10')).toBe(true);
    expect(twoTables.moved.get('jet-1.0')!.registry.has('jobs10')).toBe(true);
  });

  it("writes a routes module that holds the same tree, with the older version's pages behind withLazyRoutes", () => {
    const lazy: {path: string; load: () => unknown}[] = [];
    const tree = run(routesModule(split(), '/x/withLazyRoutes.ts'), {
      ComponentCreator: creator,
      withLazyRoutes: (route: {path: string}, load: () => unknown) => {
        lazy.push({path: route.path, load});
        return {...route, routes: []};
      },
    }) as {path: string; routes?: {path: string; routes?: unknown[]}[]}[];
    expect(JSON.stringify(tree)).not.toContain('/jet/1.0/jobs/');
    expect(JSON.stringify(tree)).toContain('"path":"/jet/jobs/"');
    expect(lazy.map((l) => [l.path, l.load()])).toEqual([['/jet/1.0/', './tables/jet-1.0.js']]);
    expect(routesModule(split(), '/x/withLazyRoutes.ts')).toContain(
      'import {withLazyRoutes} from "/x/withLazyRoutes.ts";',
    );
  });

  it("writes a table module that registers its pages' chunks (without chunk names) and exports its pages", () => {
    const result = split();
    const source = tableModule(result, result.tables[0]);
    const registry: Record<string, unknown> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const pages = run(source, {ComponentCreator: creator, registry, routesChunkNames}) as {
      path: string;
      component: unknown;
    }[];
    expect(pages.map((p) => p.path)).toEqual(['/jet/1.0/', '/jet/1.0/jobs/']);
    expect(pages[1].component).toEqual({route: '/jet/1.0/jobs/', hash: 'b10'});
    expect(Object.keys(registry)).toEqual(['index10', 'jobs10']);
    expect(Object.keys(routesChunkNames)).toEqual(['/jet/1.0/-a10', '/jet/1.0/jobs/-b10']);
    expect(source).not.toContain('webpackChunkName');
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
    fs.writeFileSync(path.join(generated, 'routes.js'), NEXT_ROUTES_JS);
    fs.writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
    fs.writeFileSync(path.join(generated, 'registry.js'), REGISTRY_JS);
    // No version cut: nothing to split, but core's files are still checked.
    expect(configure('production', false)).toEqual({});
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
  });
});
