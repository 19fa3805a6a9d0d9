/**
 * Splits core's generated route table for the browser build so that the pages
 * of older (and unreleased) docs versions stay out of the entry script: their
 * routes, their entries of `routesChunkNames` and of the chunk registry move
 * to one table module per version, which loads with the first page of that
 * version (`plugins/version-routes/client/loadVersionRoutes.ts`). Pure functions over the
 * text of `.docusaurus/routes.js`, `routesChunkNames.json` and `registry.js`.
 */
import vm from 'node:vm';

/** A route as core generates it; `component` is the `ComponentCreator(path, hash)` call's arguments. */
export interface RouteNode {
  readonly path: string;
  readonly component: {readonly path: string; readonly hash: string};
  readonly routes?: readonly RouteNode[];
  readonly [other: string]: unknown;
}

/** A version's pages, moved out of the entry script. */
export interface RouteTable {
  /** File-safe name: `jet-1.0` for `/jet/1.0/`. */
  readonly name: string;
  /** The route that keeps its place in the entry script and loads the table's routes as its children. */
  readonly parent: RouteNode;
  readonly routes: readonly RouteNode[];
}

/** A docs version whose pages leave the entry script: its root (`/jet/1.0/`) and its pages' addresses. */
export interface LazyVersion {
  readonly path: string;
  readonly pages: readonly string[];
}

/** An address without its trailing slash, so that `trailingSlash` settings compare alike. */
const bare = (address: string): string => address.replace(/\/$/, '');

const HEADER =
  /^import React from 'react';\nimport ComponentCreator from '@docusaurus\/ComponentCreator';\n\nexport default /;

/** The route tree of core's `routes.js`; throws (naming what it expected) when core changed the file's form. */
export function readRouteTree(source: string): RouteNode[] {
  if (!HEADER.test(source))
    throw new Error('expected routes.js to import React and ComponentCreator, then `export default [`');
  const context: {ComponentCreator: (path: string, hash: string) => unknown; tree?: unknown} = {
    ComponentCreator: (path, hash) => ({path, hash}),
  };
  vm.runInNewContext(source.replace(HEADER, 'tree = '), context);
  if (!Array.isArray(context.tree)) throw new Error('expected routes.js to export an array of routes');
  return JSON.parse(JSON.stringify(context.tree)) as RouteNode[];
}

const routeKey = (route: RouteNode): string => `${route.path}-${route.component.hash}`;

function walk(routes: readonly RouteNode[], visit: (route: RouteNode) => void): void {
  for (const route of routes) {
    visit(route);
    if (route.routes) walk(route.routes, visit);
  }
}

/**
 * For each version, the route at its root whose children are all pages (the
 * docs plugin's `DocRoot`): its children become a table. Throws when a root
 * has no such route, or more than one, or when its children lack a page of
 * the version: core wrote `routes.js` from other content than the docs
 * plugin's loaded one, or not yet.
 */
export function versionTables(tree: readonly RouteNode[], versions: readonly LazyVersion[]): RouteTable[] {
  return versions.map(({path: versionPath, pages}) => {
    const parents: RouteNode[] = [];
    walk(tree, (route) => {
      if (
        bare(route.path) === bare(versionPath) &&
        route.routes &&
        route.routes.length > 0 &&
        route.routes.every((child) => !child.routes)
      )
        parents.push(route);
    });
    if (parents.length !== 1)
      throw new Error(
        `expected one route at ${versionPath} holding that version's pages; found ${parents.length}`,
      );
    const [parent] = parents;
    const routed = new Set(parent.routes?.map((route) => bare(route.path)));
    const missing = pages.find((page) => !routed.has(bare(page)));
    if (missing !== undefined)
      throw new Error(
        `expected routes.js, which core writes before the bundler is configured, to hold every page of ${versionPath}; ${missing} is missing`,
      );
    return {
      name: bare(versionPath).replace(/^\//, '').replace(/\//g, '-'),
      parent,
      routes: parent.routes ?? [],
    };
  });
}

/** Every chunk name a route's entry of `routesChunkNames` lists (its values, at any depth). */
function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** The registry's entries, by chunk name, each as its source text; throws when core changed the file's form. */
export function readRegistry(source: string): Map<string, string> {
  const text = source.trim();
  const start = 'export default {';
  if (!text.startsWith(start) || !text.endsWith('};'))
    throw new Error('expected registry.js to be `export default {`, one entry a line, then `};`');
  const entries = new Map<string, string>();
  for (const line of text
    .slice(start.length, -2)
    .split('\n')
    .filter((l) => l.trim() !== '')) {
    const match = /^\s*"([^"]+)": (\[.*\]),?$/.exec(line);
    if (!match)
      throw new Error(
        `expected each line of registry.js to be \`"<chunk name>": [...]\`, not: ${line.slice(0, 120)}`,
      );
    entries.set(match[1], match[2]);
  }
  return entries;
}

/** What the browser build gets in place of core's three files, and the table modules. */
export interface SplitRoutes {
  /** The route tree with each table's parent marked, for `routesModule`. */
  readonly tree: readonly RouteNode[];
  readonly tables: readonly RouteTable[];
  /** `routesChunkNames` of the routes that stay. */
  readonly chunkNames: Record<string, unknown>;
  /** Registry entries that stay, by chunk name. */
  readonly registry: Map<string, string>;
  /** Per table: its routes' `routesChunkNames` and the registry entries only its routes use. */
  readonly moved: ReadonlyMap<
    string,
    {readonly chunkNames: Record<string, unknown>; readonly registry: Map<string, string>}
  >;
}

export function splitRoutes(
  tree: readonly RouteNode[],
  chunkNames: Readonly<Record<string, unknown>>,
  registry: ReadonlyMap<string, string>,
  versions: readonly LazyVersion[],
): SplitRoutes {
  const tables = versionTables(tree, versions);
  const tableOfKey = new Map<string, string>();
  for (const table of tables) walk(table.routes, (route) => tableOfKey.set(routeKey(route), table.name));

  const kept: Record<string, unknown> = {};
  const movedNames = new Map(tables.map((t) => [t.name, {} as Record<string, unknown>]));
  for (const [key, entry] of Object.entries(chunkNames)) {
    const table = tableOfKey.get(key);
    if (table === undefined) kept[key] = entry;
    else movedNames.get(table)![key] = entry;
  }
  // A registry entry moves only if the routes of one table alone use it (page layouts are shared by every version).
  const chunksOf = (names: Record<string, unknown>): Set<string> =>
    new Set(Object.values(names).flatMap(chunkNamesOf));
  const keptChunks = chunksOf(kept);
  const tablesUsing = new Map<string, number>();
  for (const names of movedNames.values())
    for (const chunk of chunksOf(names)) tablesUsing.set(chunk, (tablesUsing.get(chunk) ?? 0) + 1);
  const keptRegistry = new Map(registry);
  const moved = new Map<string, {chunkNames: Record<string, unknown>; registry: Map<string, string>}>();
  for (const table of tables) {
    const names = movedNames.get(table.name)!;
    const own = new Map<string, string>();
    for (const chunk of chunksOf(names)) {
      const entry = registry.get(chunk);
      if (entry === undefined || keptChunks.has(chunk) || tablesUsing.get(chunk) !== 1) continue;
      own.set(chunk, entry);
      keptRegistry.delete(chunk);
    }
    moved.set(table.name, {chunkNames: names, registry: own});
  }
  return {tree, tables, chunkNames: kept, registry: keptRegistry, moved};
}

/** A route as source code, as core writes it; a table's parent becomes a `loadVersionRoutes` call. */
function routeCode(route: RouteNode, lazy: ReadonlyMap<RouteNode, string>, indent: string): string {
  const inner = `${indent}  `;
  const fields = Object.entries(route)
    .filter(([key]) => !(key === 'routes' && lazy.has(route)))
    .map(([key, value]) => {
      if (key === 'component')
        return `${inner}component: ComponentCreator(${JSON.stringify(route.component.path)}, ${JSON.stringify(route.component.hash)})`;
      if (key === 'routes')
        return `${inner}routes: [\n${(value as RouteNode[]).map((child) => routeCode(child, lazy, `${inner}  `)).join(',\n')}\n${inner}]`;
      return `${inner}${key}: ${JSON.stringify(value)}`;
    });
  const object = `{\n${fields.join(',\n')}\n${indent}}`;
  const table = lazy.get(route);
  return table === undefined
    ? `${indent}${object}`
    : `${indent}loadVersionRoutes(${object}, () => import(/* webpackChunkName: "routes-${table}" */ ${JSON.stringify(`./tables/${table}.js`)}))`;
}

const IMPORTS = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

/** The browser's `routes.js`: core's, with each table's parent loading its pages on demand. */
export function routesModule(split: SplitRoutes, loadVersionRoutesModule: string): string {
  const lazy = new Map(split.tables.map((t) => [t.parent, t.name]));
  return (
    IMPORTS +
    `import {loadVersionRoutes} from ${JSON.stringify(loadVersionRoutesModule)};\n\n` +
    `export default [\n${split.tree.map((route) => routeCode(route, lazy, '  ')).join(',\n')}\n];\n`
  );
}

const registryBody = (entries: ReadonlyMap<string, string>): string =>
  [...entries].map(([chunk, entry]) => `  ${JSON.stringify(chunk)}: ${entry}`).join(',\n');

/** The browser's `registry.js`: core's, without the entries that moved to a table. */
export function registryModule(split: SplitRoutes): string {
  return `export default {\n${registryBody(split.registry)}\n};\n`;
}

const CHUNK_NAME = /\/\* webpackChunkName: "[^"]*" \*\/ /;

/**
 * A table module: adds its routes' entries to the registry and to
 * `routesChunkNames` (which `ComponentCreator` reads), then exports the routes.
 * Its page chunks lose their chunk names: the bundler's runtime, in the entry
 * script, keeps two maps of every named chunk (file names, and names for
 * prefetching) but only one of the nameless ones. The cost: core's link
 * prefetching, which finds chunks by name, skips these pages.
 */
export function tableModule(split: SplitRoutes, table: RouteTable): string {
  const moved = split.moved.get(table.name)!;
  const nameless = new Map(
    [...moved.registry].map(([chunk, entry]) => [chunk, entry.replace(CHUNK_NAME, '')]),
  );
  return (
    IMPORTS +
    "import registry from '@generated/registry';\n" +
    "import routesChunkNames from '@generated/routesChunkNames';\n\n" +
    `Object.assign(registry, {\n${registryBody(nameless)}\n});\n` +
    `Object.assign(routesChunkNames, ${JSON.stringify(moved.chunkNames)});\n\n` +
    `export default [\n${table.routes.map((route) => routeCode(route, new Map(), '  ')).join(',\n')}\n];\n`
  );
}
