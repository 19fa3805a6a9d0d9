/**
 * Readies a finished build for serving; `npm run build` runs it after
 * `docusaurus build` (Docusaurus runs plugins' postBuild hooks concurrently, so
 * a hook could not be sure every other plugin had written its files). It:
 *  - hashes every executable inline script and inline `<style>` of every page
 *    the server can serve and writes the header policy of `deploy/headers.ts`
 *    with those hashes, for nginx (`_nginx/http.conf`, `_nginx/server.conf`)
 *    and static hosts (`_headers`); refuses a page with a `style` attribute,
 *    which that policy would block;
 *  - writes the site's redirects for nginx and static hosts (`_redirects`), with the rules of former
 *    product roots (`deploy/formerRoots.ts`) computed from the built pages;
 *  - writes a brotli (`.br`) and a gzip (`.gz`) copy of every compressible file.
 * Usage: `tsx deploy/prepare.ts [build]`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {parseArgs} from 'node:util';
import {siteRedirects, type Redirect} from '../config/redirects';
import {securityHeaders, thirdPartiesFromEnv} from './headers';
import {
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  nginxHttpConf,
  nginxServerConf,
  redirectsFile,
  styleAttributes,
} from './serverFiles';
import {FORMER_ROOTS, formerRootRedirects, pagePaths} from './formerRoots';

/** The folder, inside the build, of the files `deploy/nginx.conf` includes. */
export const NGINX_DIR = '_nginx';
/** Written last: its presence says the build has been prepared. */
export const NGINX_SERVER_CONF = path.join(NGINX_DIR, 'server.conf');

/** Pages built with analytics name this domain; the policy must then allow it. */
const GOOGLE_TAG_DOMAIN = 'googletagmanager.com';
const COMPRESSIBLE = /\.(html|md|js|mjs|css|svg|json|xml|txt|map|webmanifest|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file of the build; a symbolic link is refused, as a server could follow it out of the build. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((e) => path.join(e.parentPath, e.name));
  if (links.length > 0) {
    throw new Error(
      `The build contains symbolic links, which a server could follow out of it: ${links
        .map((link) => path.relative(dir, link))
        .join(', ')}. Put copies of the files there instead.`,
    );
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Pages a redirect replaces: the server answers their address with a 301, so they are never served. */
function redirectStubs(buildDir: string, redirects: readonly Redirect[]): Set<string> {
  return new Set(redirects.map((r) => path.join(buildDir, r.from, 'index.html')));
}

/**
 * Brotli quality per file: the best (11) for hashed assets, cached for a year
 * and the bulk of every first visit; 10 for pages and data, which change with
 * every deploy: half the compression time for about 3% more bytes.
 */
export function brotliQuality(file: string): number {
  return file.split(path.sep).includes('assets') ? zlib.constants.BROTLI_MAX_QUALITY : 10;
}

/**
 * Runs `work` on every item, at most `limit` at once, and returns the results
 * in the items' order.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

/**
 * Files compressed at once: enough to keep zlib's threads busy, few enough that
 * a site of any size stays far below the open-file limit (a site with cut
 * versions has tens of thousands of files; opening all at once failed with EMFILE).
 */
export const PRECOMPRESS_CONCURRENCY = 16;

/** Writes `file.br` and `file.gz` beside each compressible file, each only when smaller than the file. */
export async function precompress(
  files: readonly string[],
  concurrency = PRECOMPRESS_CONCURRENCY,
): Promise<number> {
  const written = await mapLimited(
    files.filter((file) => COMPRESSIBLE.test(file)),
    concurrency,
    async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, {level: zlib.constants.Z_BEST_COMPRESSION}),
      ]);
      const copies = [
        {suffix: '.br', data: br},
        {suffix: '.gz', data: gz},
      ].filter(({data}) => data.length < raw.length);
      await Promise.all(copies.map(({suffix, data}) => fs.writeFile(file + suffix, data)));
      return copies.length;
    },
  );
  return written.reduce((sum, count) => sum + count, 0);
}

export interface PrepareInput {
  readonly buildDir: string;
  readonly redirects: readonly Redirect[];
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface PrepareResult {
  readonly scriptHashes: readonly string[];
  readonly styleHashes: readonly string[];
  readonly pages: number;
  readonly compressedCopies: number;
}

export async function prepareBuild({buildDir, redirects, env}: PrepareInput): Promise<PrepareResult> {
  const root = path.resolve(buildDir);
  try {
    await fs.access(path.join(root, 'index.html'));
  } catch {
    throw new Error(`No build in "${buildDir}": run \`npx docusaurus build\` first.`);
  }
  const thirdParties = thirdPartiesFromEnv(env);
  const files = (await filesUnder(root)).filter((file) => !/\.(br|gz)$/.test(file));
  const stubs = redirectStubs(root, redirects);
  const pages = files.filter((file) => file.endsWith('.html') && !stubs.has(file));
  const hashes = new Set<string>();
  const styleHashSet = new Set<string>();
  const styled: string[] = [];
  for (const page of pages) {
    const html = await fs.readFile(page, 'utf8');
    if (!thirdParties.gtag && !thirdParties.gtm && html.includes(GOOGLE_TAG_DOMAIN)) {
      throw new Error(
        `${path.relative(root, page)} loads Google's tag, but neither GTAG_TRACKING_ID nor GTM_CONTAINER_ID is set: ` +
          'prepare the build with the environment it was built with, or the policy would block the tag.',
      );
    }
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const hash of inlineStyleHashes(html)) styleHashSet.add(hash);
    const attributes = styleAttributes(html);
    if (attributes.length > 0)
      styled.push(`${path.relative(root, page)}: ${[...new Set(attributes)].slice(0, 3).join(', ')}`);
  }
  if (styled.length > 0) {
    throw new Error(
      `${styled.length} page(s) carry inline style attributes, which the Content-Security-Policy refuses ` +
        `(style-src has no 'unsafe-inline'): give the element a class and the style a stylesheet.\n` +
        styled.slice(0, 10).join('\n'),
    );
  }
  const scriptHashes = [...hashes].sort();
  const styleHashes = [...styleHashSet].sort();
  const headers = securityHeaders({scriptHashes, styleHashes, thirdParties});

  const paths = pagePaths(pages.map((page) => path.relative(root, page)));
  const prefixRedirects = FORMER_ROOTS.flatMap((former) => formerRootRedirects(paths, redirects, former));

  await fs.rm(path.join(root, NGINX_SERVER_CONF), {force: true});
  const compressedCopies = await precompress(files);
  await fs.mkdir(path.join(root, NGINX_DIR), {recursive: true});
  await fs.writeFile(path.join(root, '_headers'), headersFile(headers));
  await fs.writeFile(path.join(root, '_redirects'), redirectsFile(redirects, prefixRedirects));
  await fs.writeFile(path.join(root, NGINX_DIR, 'http.conf'), nginxHttpConf(redirects, prefixRedirects));
  await fs.writeFile(path.join(root, NGINX_SERVER_CONF), nginxServerConf(headers));
  return {scriptHashes, styleHashes, pages: pages.length, compressedCopies};
}

if (require.main === module) {
  const [buildDir = 'build'] = parseArgs({allowPositionals: true}).positionals;
  prepareBuild({buildDir, redirects: siteRedirects(), env: process.env})
    .then(({scriptHashes, styleHashes, pages, compressedCopies}) => {
      console.log(
        `Prepared ${buildDir} for serving: ${pages} pages, ${scriptHashes.length} inline script and ` +
          `${styleHashes.length} inline style hashes in the CSP, ` +
          `${compressedCopies} precompressed copies.`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
