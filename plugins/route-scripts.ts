/**
 * Lists each page's route scripts in its HTML, as `<script defer>` before the
 * entry scripts. Core's server render means to do this, but with Rspack its
 * lookup (module paths in the client manifest, whose entries are keyed by
 * chunk name) finds nothing, so a page listed only the runtime and `main.js`,
 * and `main.js` inserted the route scripts itself once it had run: a second
 * round trip before hydration, and script insertion inside the start-up task.
 * A route script runs nothing when it arrives (it registers its modules), so
 * arriving before `main.js` is safe; the runtime then finds its chunks loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {InternalsChanged, expectInternal} from './internals';
import {chunkScriptFiles, entryScriptFiles, readClientManifest, type ClientManifest} from './client-manifest';

const PLUGIN = 'route-scripts';

export type {ClientManifest} from './client-manifest';

/** A route of the generated route table, its component given as its key into `routesChunkNames.json`. */
export interface RouteEntry {
  readonly path?: string;
  readonly component: string;
  readonly exact?: boolean;
  readonly routes?: readonly RouteEntry[];
}

type ChunkNames = {readonly [prop: string]: string | ChunkNames};

/** The generated route table (`.docusaurus/routes.js`), each route's component replaced by its chunk-names key. */
export function readRouteTable(source: string): RouteEntry[] {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  // Build-time only, on the file core generated: its route components become their chunk-names keys.
  const table = new Function('ComponentCreator', body) as (creator: (routePath: string, hash?: string) => string) => RouteEntry[];
  return table((routePath, hash) => `${routePath}-${hash}`);
}

/** Every page (exact route) with the chunk-names keys of the routes it renders inside, outermost first. */
export function pageRouteKeys(routes: readonly RouteEntry[], outer: readonly string[] = []): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const route of routes) {
    const keys = [...outer, route.component];
    if (route.routes) for (const [page, inner] of pageRouteKeys(route.routes, keys)) pages.set(page, inner);
    else if (route.exact && route.path !== undefined && !pages.has(route.path)) pages.set(route.path, keys);
  }
  return pages;
}

function chunkNamesOf(names: ChunkNames): string[] {
  return Object.values(names).flatMap((value) => (typeof value === 'string' ? [value] : chunkNamesOf(value)));
}

/** The script files a page needs besides the entry scripts, in a stable order. */
export function routeScriptFiles(
  keys: readonly string[],
  routesChunkNames: Readonly<Record<string, ChunkNames>>,
  manifest: ClientManifest,
): string[] {
  const entryFiles = new Set(entryScriptFiles(manifest));
  const names = keys.flatMap((key) => chunkNamesOf(routesChunkNames[key] ?? {}));
  return chunkScriptFiles(names, manifest).filter((file) => !entryFiles.has(file));
}

const RUNTIME_SCRIPT = /<script src=["']?[^"' >]*\/runtime~main\.[0-9a-f]+\.js["']? defer><\/script>/;

/**
 * A route script's address as written in the page: `assets/js/./x.js`, which
 * the browser requests as `assets/js/x.js`. The runtime adopts a `<script>`
 * whose `src` attribute is exactly the address it wants, and would then wait
 * on one that may already have failed; this spelling keeps it from doing so,
 * so a failed route script is fetched again through the chunk recovery
 * (src/pageLoading/chunkRecovery.ts) like any other.
 */
export function routeScriptSrc(file: string, baseUrl = '/'): string {
  return `${baseUrl}${path.posix.dirname(file)}/./${path.posix.basename(file)}`;
}

/** The page with its route scripts before the runtime; unchanged when it has no runtime script (a static error page). */
export function withRouteScripts(html: string, files: readonly string[], baseUrl = '/'): string {
  const runtime = html.match(RUNTIME_SCRIPT);
  if (!runtime || files.length === 0) return html;
  const scripts = files.map((file) => `<script src=${routeScriptSrc(file, baseUrl)} defer></script>`).join('');
  return html.replace(runtime[0], scripts + runtime[0]);
}

/**
 * Lists each page's route scripts in its built HTML; fails the build, naming
 * what it expected, when it can read core's generated files but lists scripts
 * in no page (the change applied to nothing). Returns the number of pages changed.
 */
export function listRouteScripts(outDir: string, generatedFilesDir: string, baseUrl: string): number {
  const read = (file: string): string => {
    const full = path.join(generatedFilesDir, file);
    expectInternal(PLUGIN, fs.existsSync(full), `expected core's generated ${full}; there is none.`);
    return fs.readFileSync(full, 'utf8');
  };
  const manifest = readClientManifest(PLUGIN, generatedFilesDir);
  const routesChunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>;
  let table: RouteEntry[];
  try {
    table = readRouteTable(read('routes.js'));
  } catch (error) {
    if (error instanceof InternalsChanged) throw error;
    throw new InternalsChanged(PLUGIN, `expected .docusaurus/routes.js to evaluate as a route table; it failed: ${String(error)}`);
  }
  const pages = pageRouteKeys(table);
  expectInternal(PLUGIN, pages.size > 0, 'expected exact routes (pages) in .docusaurus/routes.js; it has none.');
  let built = 0;
  let withFiles = 0;
  let changed = 0;
  for (const [page, keys] of pages) {
    const file = path.join(outDir, page, 'index.html');
    if (!fs.existsSync(file)) continue;
    built += 1;
    const files = routeScriptFiles(keys, routesChunkNames, manifest);
    if (files.length > 0) withFiles += 1;
    const html = fs.readFileSync(file, 'utf8');
    const updated = withRouteScripts(html, files, baseUrl);
    if (updated !== html) {
      fs.writeFileSync(file, updated);
      changed += 1;
    }
  }
  expectInternal(
    PLUGIN,
    changed > 0,
    `expected to list route scripts before the runtime script (${RUNTIME_SCRIPT.source}) of the built pages; listed them in none ` +
      `(${pages.size} pages in the route table, ${built} built, ${withFiles} with route scripts found through routesChunkNames.json ` +
      'and the client manifest).',
  );
  return changed;
}

export default function routeScriptsPlugin(): Plugin {
  return {
    name: PLUGIN,
    async postBuild({outDir, generatedFilesDir, baseUrl}) {
      const pages = listRouteScripts(outDir, generatedFilesDir, baseUrl);
      console.log(`[INFO] Route scripts listed in ${pages} pages.`);
    },
  };
}
