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

/** The part of `.docusaurus/client-manifest.json` read here. */
export interface ClientManifest {
  readonly entrypoints: readonly string[];
  /** Chunk name (or id) of a dynamic import → the ids of the chunks it needs. */
  readonly origins: Readonly<Record<string, readonly string[]>>;
  /** Chunk id → its files. */
  readonly assets: Readonly<Record<string, {readonly js?: readonly {readonly file: string}[]}>>;
}

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
  const entryFiles = new Set(manifest.entrypoints.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file)));
  const files = keys
    .flatMap((key) => chunkNamesOf(routesChunkNames[key] ?? {}))
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));
  return [...new Set(files)].filter((file) => !entryFiles.has(file));
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

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({outDir, generatedFilesDir, baseUrl}) {
      const read = (file: string) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
      const manifest = JSON.parse(read('client-manifest.json')) as ClientManifest;
      const routesChunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>;
      let pages = 0;
      for (const [page, keys] of pageRouteKeys(readRouteTable(read('routes.js')))) {
        const file = path.join(outDir, page, 'index.html');
        if (!fs.existsSync(file)) continue;
        const html = fs.readFileSync(file, 'utf8');
        const updated = withRouteScripts(html, routeScriptFiles(keys, routesChunkNames, manifest), baseUrl);
        if (updated !== html) {
          fs.writeFileSync(file, updated);
          pages += 1;
        }
      }
      console.log(`[INFO] Route scripts listed in ${pages} pages.`);
    },
  };
}
