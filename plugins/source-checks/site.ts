/**
 * The site as the link checks see it (`links.ts`), from its addresses and the
 * page file behind each: the build gives them from its routes, `npm run
 * check:docs` and `npm run lint:content` work them out from the files
 * (`scripts/lib/siteFiles.ts`). Anchors are read from a page's source when a
 * link first asks for them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {siteRedirects} from '../../config/redirects';
import type {SiteIndex} from './links';
import {readPage, type PageSource} from './page';

/** A docs folder: `docs-jet/` or a cut version's `jet_versioned_docs/version-2.0/`. */
const DOCS_FOLDER = /^(docs-[^/]+|[^/]+_versioned_docs\/version-[^/]+)\//;

/** The modules whose code decides what a page yields: a change to any of them empties the cache. */
const READER_MODULES = [
  './page',
  '../remark-heading-ids',
  '../markdown-twins/twinFromSource',
  '../../src/navigation/headingSlug',
];

interface CachedPage extends Omit<PageSource, 'anchors'> {
  readonly anchors: readonly string[];
}

/**
 * Each page's source, read and parsed once for all the checks of a run, and
 * kept between runs in `cacheFile` by the hash of its text: parsing every
 * page takes seconds, so a check after an edit parses only what changed.
 */
export class PageSources {
  private readonly pages = new Map<string, PageSource>();
  private cached: Map<string, CachedPage> | undefined;
  private changed = false;

  constructor(private readonly cacheFile?: string) {}

  /** The page in `file` (an absolute path). */
  get(file: string): PageSource {
    let page = this.pages.get(file);
    if (page) return page;
    const source = fs.readFileSync(file, 'utf8');
    const key = pageKey(file, source);
    const cached = this.cache().get(key);
    if (cached) {
      page = {...cached, anchors: new Set(cached.anchors)};
    } else {
      page = readPage(source, file.endsWith('.mdx'));
      this.cache().set(key, {...page, anchors: [...page.anchors]});
      this.changed = true;
    }
    this.pages.set(file, page);
    return page;
  }

  /** Writes the cache file: every page parsed so far whose text is still that of one of `files` (the site's pages). */
  save(files: Iterable<string>): void {
    if (!this.cacheFile || !this.changed) return;
    const current = new Set([...files].map((file) => pageKey(file, fs.readFileSync(file, 'utf8'))));
    const kept = [...this.cache()].filter(([key]) => current.has(key));
    fs.mkdirSync(path.dirname(this.cacheFile), {recursive: true});
    const temporary = `${this.cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify({reader: readerVersion(), pages: Object.fromEntries(kept)}));
    fs.renameSync(temporary, this.cacheFile);
  }

  private cache(): Map<string, CachedPage> {
    if (this.cached) return this.cached;
    this.cached = new Map();
    if (this.cacheFile && fs.existsSync(this.cacheFile)) {
      try {
        const data = JSON.parse(fs.readFileSync(this.cacheFile, 'utf8')) as {
          reader?: string;
          pages?: Record<string, CachedPage>;
        };
        if (data.reader === readerVersion()) this.cached = new Map(Object.entries(data.pages ?? {}));
      } catch {
        // An unreadable cache is an empty one.
      }
    }
    return this.cached;
  }
}

/** A page's key in the cache: what it is parsed as, and its text. */
function pageKey(file: string, source: string): string {
  return hash(`${file.endsWith('.mdx')}\n${source}`);
}

function hash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

let reader: string | undefined;

/** A hash of the code that reads pages, so that a cache written by other code is not used. */
function readerVersion(): string {
  reader ??= hash(
    READER_MODULES.map((module) => fs.readFileSync(require.resolve(module), 'utf8')).join('\n'),
  );
  return reader;
}

/**
 * The index of a site whose page addresses are `routes` and whose Markdown
 * pages are `pageFiles` (address → absolute file).
 */
export function siteIndex(
  siteDir: string,
  routes: Iterable<string>,
  pageFiles: ReadonlyMap<string, string>,
  sources: PageSources = new PageSources(),
): SiteIndex {
  const routeOf = new Map([...pageFiles].map(([route, file]) => [path.resolve(file), route]));
  let redirects: Map<string, string> | undefined;
  return {
    siteDir,
    routes: new Set(routes),
    routeOfFile: (file) => routeOf.get(path.resolve(file)),
    anchorsOf: (route) => {
      const file = pageFiles.get(route);
      return file ? sources.get(file).anchors : undefined;
    },
    redirectOf: (route) => {
      redirects ??= new Map(siteRedirects(siteDir).map(({from, to}) => [from, to]));
      return redirects.get(route);
    },
    contentDirs: (file) => {
      const folder = DOCS_FOLDER.exec(path.relative(siteDir, file).split(path.sep).join('/'))?.[1];
      return folder ? [path.join(siteDir, folder)] : [];
    },
    staticDirs: [path.join(siteDir, 'static')],
    exists: (file) => fs.existsSync(file),
  };
}
