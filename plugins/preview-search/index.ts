/**
 * `npm start` only: the preview answers searches from the pages as they are
 * now. After the docs load, and again after each edit reloads them, the
 * local index is built in the background from the pages' sources
 * (`./records`; only the pages changed since are read again) into
 * `.docusaurus/preview-search/`, laid out as the build
 * lays out `search-index/`, and the dev server answers `/search-index/…`
 * from it, never to be kept; a request that comes while a build is under
 * way waits for it. In the preview the browser loads a shard again once it
 * is two seconds old (`src/search/loadSearchClient.ts`), so an open page
 * searches the new index without a reload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
// The named export: Docusaurus 4 loads plugins with jiti 2, whose default import of this package is no logger.
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {latestVersions} from '../../config/docsVersions';
import {PRODUCT_IDS, PRODUCTS} from '../../src/products';
import type {SearchRecord} from '../../src/search/types';
import {INDEX_DIR} from '../search-index/paths';
import {previewRecord} from './records';

const PLUGIN = 'preview-search';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** How long after the docs reload the index is built: the preview shows the edit first, a burst of reloads builds once. */
const SETTLE_MS = 1_500;

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** The part of a Node request and response the middleware uses. */
interface Request {
  readonly url?: string;
  readonly method?: string;
}
interface Response {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string | Buffer): void;
}

interface DocOfVersion {
  readonly product: string;
  readonly version: string;
  readonly doc: Doc;
}

/** A page's record as last read, with what it was read from: a page whose file and metadata are unchanged is not read again. */
interface CachedRecord {
  readonly key: string;
  readonly record: SearchRecord;
}

/**
 * Every page of every product and version as a search record, and a
 * signature of what they were read from; only pages whose file or metadata
 * changed since `cache` are read again. A page that fails to read is left out.
 */
async function readRecords(
  siteDir: string,
  docs: readonly DocOfVersion[],
  cache: Map<string, CachedRecord>,
): Promise<{records: SearchRecord[]; signature: string}> {
  const {twinBody} = await import('../markdown-twins/twinFromSource');
  const records = await Promise.all(
    docs.map(async ({product, version, doc}) => {
      const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      try {
        const {mtimeMs} = await fs.stat(file);
        const keywords = Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
        const key = JSON.stringify([mtimeMs, version, doc.permalink, doc.title, doc.description, keywords]);
        const cached = cache.get(file);
        if (cached?.key === key) return cached;
        const body = twinBody(await fs.readFile(file, 'utf8'), {
          title: doc.title,
          description: doc.description,
          url: new URL(doc.permalink, 'http://preview.invalid').href,
          mdx: file.endsWith('.mdx'),
        });
        const record = previewRecord({
          product: product as SearchRecord['product'],
          version,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          keywords,
          body,
        });
        cache.set(file, {key, record});
        return {key, record};
      } catch {
        return undefined;
      }
    }),
  );
  const read = records.filter((entry): entry is CachedRecord => entry !== undefined);
  return {records: read.map((entry) => entry.record), signature: read.map((entry) => entry.key).join('\n')};
}

/** The middleware answering `/search-index/…` from the index folder `ready()` resolves to once built. */
export function indexMiddleware(
  prefix: string,
  ready: () => Promise<string>,
): (request: Request, response: Response, next: () => void) => void {
  return (request, response, next) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://preview.invalid').pathname);
    if (!pathname.startsWith(prefix) || (request.method ?? 'GET') !== 'GET') return next();
    const relative = path.posix.normalize(pathname.slice(prefix.length));
    if (relative.startsWith('..') || !relative.endsWith('.json')) return next();
    ready()
      .then((dir) => fs.readFile(path.join(dir, relative)))
      .then(
        (body) => {
          response.statusCode = 200;
          response.setHeader('Content-Type', 'application/json');
          // Every edit makes a new index: never keep one.
          response.setHeader('Cache-Control', 'no-store');
          response.end(body);
        },
        () => {
          response.statusCode = 404;
          response.setHeader('Content-Type', 'application/json');
          response.end('{"error":"not in the preview\'s search index"}');
        },
      );
  };
}

export default function previewSearchPlugin(context: LoadContext): Plugin {
  let build: Promise<string> | undefined;
  let reloads = 0;
  /** What the index on disk was built from (each record's cache key), so an edit that changes no record writes nothing. */
  let written: string | undefined;
  const cache = new Map<string, CachedRecord>();
  const development = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN,
    allContentLoaded({allContent}) {
      if (!development) return;
      const content = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent | undefined>;
      const docs = PRODUCTS.flatMap((product) =>
        (content[product.id]?.loadedVersions ?? []).flatMap((version) =>
          version.docs.map((doc) => ({product: product.id, version: version.versionName, doc})),
        ),
      );
      const outDir = path.join(context.generatedFilesDir, PLUGIN);
      const previous = build;
      const reload = (reloads += 1);
      // In the background, once the preview has taken the edit: it starts and reloads as fast as before.
      build = (async () => {
        await previous?.catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        // Edits come in bursts (a new page, then its menu): a later reload builds for both.
        if (reload === reloads) {
          const {records, signature} = await readRecords(context.siteDir, docs, cache);
          if (signature !== written) {
            const {writeLocalIndex} = await import('../search-index/index');
            await writeLocalIndex(outDir, records, latestVersions(context.siteDir, PRODUCT_IDS));
            written = signature;
          }
        }
        return path.join(outDir, INDEX_DIR);
      })();
      build.catch((error: unknown) =>
        logger.error(
          `[${PLUGIN}] The preview's search index failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      const ready = (): Promise<string> => build ?? Promise.reject(new Error('no index yet'));
      return {
        devServer: {
          // Before the dev server's own (its page fallback answers every address with HTML). Core's
          // `setupMiddlewares` runs too, on the same list: webpack-merge calls both and joins what they return.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({
              name: PLUGIN,
              middleware: indexMiddleware(`${context.baseUrl}${INDEX_DIR}/`, ready),
            });
            return [];
          },
        },
      } as Record<string, unknown>;
    },
  };
}
