/**
 * `npm start` only: one page's mistake, or page files moved or deleted while
 * the preview runs, never stops the preview.
 *
 * Several files saved at once (`npm run move:page` writes five or so): core
 * reloads the docs instance once for each and does not wait for one reload
 * to finish before the next (its own "race conditions" TODO), so two reloads
 * write the same generated JSON at once, and a compilation that starts at
 * that moment reads it half written ("JSON parse error"). The bundler waits
 * until the files have been quiet for a moment (`aggregateTimeout`) instead.
 *
 * A page file moved or deleted: core's chunk registry (`.docusaurus/registry.js`)
 * still imports it until Docusaurus rewrites the registry a moment later, and
 * the bundler, which sees the file go at once, would fail that compilation and
 * every open page with it ("Cannot find module"). An import of a page file
 * that no longer exists gets an empty page module instead (`missing-page.js`).
 *
 * A page's mistake: the dev
 * server's browser client applies no update while the compilation it is told
 * about has errors, and with pages compiled on first visit that also means no
 * other page arrives: a page not yet opened waits forever behind one with a
 * diagram that does not parse. So what the dev server reads of a compilation
 * (its stats, as JSON) lists an error of a page's own module (its Markdown
 * does not compile) or of core's chunk registry (`.docusaurus/registry.js`
 * still naming a page file just moved or deleted, for the moment before
 * Docusaurus rewrites it) among the warnings. The terminal still prints it,
 * the broken page shows its own error when opened, and every other page
 * compiles and shows as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const PLUGIN = 'dev-resilience';
/** How long the files must be quiet before a compilation starts: a reload writes its files within it. */
const QUIET_MS = 300;

const MISSING_PAGE = path.join(__dirname, 'missing-page.js');
/** How core's registry names a page file: `@site/docs-jet/jobs/installer-logs.mdx`. */
const SITE_PAGE = /^@site\/.+\.mdx?$/;

/** An error as a compilation's stats list it. */
interface StatsError {
  readonly message?: string;
  readonly moduleIdentifier?: string;
}

interface StatsJson {
  errors?: StatsError[];
  warnings?: StatsError[];
  [key: string]: unknown;
}

interface Stats {
  toJson(options?: unknown): StatsJson;
}

interface Compiler {
  readonly hooks: {readonly done: {tap(name: string, hook: (stats: Stats) => void): void}};
}

/** Whether an error belongs to one page: its Markdown module, or core's registry of page chunks. */
export function isPageError(error: StatsError, generatedFilesDir: string): boolean {
  const resource = (error.moduleIdentifier ?? '').split('!').pop() ?? '';
  return /\.mdx?$/.test(resource) || resource === path.join(generatedFilesDir, 'registry.js');
}

/** The stats with the page errors listed among the warnings; the other errors stay errors. */
export function pageErrorsAsWarnings(json: StatsJson, generatedFilesDir: string): StatsJson {
  const errors = json.errors ?? [];
  const pageErrors = errors.filter((error) => isPageError(error, generatedFilesDir));
  if (pageErrors.length === 0) return json;
  return {
    ...json,
    errors: errors.filter((error) => !pageErrors.includes(error)),
    warnings: [...(json.warnings ?? []), ...pageErrors],
  };
}

/** The request for an import of `@site/…` page file: itself, or the empty page when the file is gone. */
export function pageRequest(request: string, siteDir: string): string {
  return SITE_PAGE.test(request) && !fs.existsSync(path.join(siteDir, request.slice('@site/'.length)))
    ? MISSING_PAGE
    : request;
}

export default function devResiliencePlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development') return {};
      // Tapped when the compiler is made, so before the dev server's own `done`, which reads `toJson`.
      const apply = (compiler: Compiler): void =>
        compiler.hooks.done.tap(PLUGIN, (stats) => {
          const toJson = stats.toJson.bind(stats);
          stats.toJson = (options) => pageErrorsAsWarnings(toJson(options), context.generatedFilesDir);
        });
      const missingPages = new currentBundler.instance.NormalModuleReplacementPlugin(
        SITE_PAGE,
        (resource: {request: string}) => {
          resource.request = pageRequest(resource.request, context.siteDir);
        },
      );
      return {watchOptions: {aggregateTimeout: QUIET_MS}, plugins: [{apply}, missingPages]} as Record<
        string,
        unknown
      >;
    },
  };
}
