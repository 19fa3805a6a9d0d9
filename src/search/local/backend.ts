/**
 * The local backend: loads the shard of a product and docs version the first
 * time it is needed (and keeps it) and ranks pages with the engine. Snippets
 * need the body texts of each page shown, which load per page and are kept,
 * along with those of the few pages ranked just below (the likeliest hits of
 * the next keystroke): a first search costs the one shard plus a few small
 * files, at any number of cut versions. Where the browser keeps pages for
 * offline reading, each shard searched also has every page's body texts
 * fetched in the background after its first answer (`keepWholeShards`), so
 * that later, offline, any query finds its snippets in the service worker's
 * cache. Where the files come from (fetch in the browser, the build folder in
 * the CLI) is the `ShardSource`.
 */
import {PRODUCT_IDS, type ProductId} from '../../products';
import type {HitSection, ProductCounts, SearchBackend, SearchHit, SearchResponse} from '../types';
import {highlight} from '../highlight';
import {bestSentence} from '../snippet';
import {textDirective} from '../textFragment';
import {terms} from '../text';
import {loadShard, type LoadedShard, type ShardSection} from './engine';
import {openings, type Opening} from './openings';
import {rank, type RankedDoc} from './rank';
import {shardName, type LatestVersions} from './shards';

export interface ShardSource {
  /** The parsed JSON of shard `name` (see `shardName`). */
  shard(name: string): Promise<unknown>;
  /** The body texts of page `page` of shard `name`: its lead, then each of its sections' (see `pageTexts`). */
  texts(name: string, page: number): Promise<unknown>;
  /** The body texts of every page of shard `name`, in page order. */
  allTexts(name: string): Promise<unknown>;
}

export interface LocalBackendOptions {
  /** Fetch every page's body texts of each shard searched, in the background after its first answer. */
  readonly keepWholeShards?: boolean;
  /**
   * Load a shard or body texts again once they are this old (milliseconds):
   * the preview's index changes with every edit. Omitted: keep them.
   */
  readonly maxAgeMs?: number;
}

function isTexts(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((text) => typeof text === 'string');
}

interface Ranked extends RankedDoc {
  readonly product: ProductId;
  /** The shard it was ranked in. */
  readonly shard: string;
}

/** Other matching sections a hit lists. */
const MORE_SECTIONS = 3;
/** Pages ranked below those shown whose texts load in the background after an answer. */
const PREFETCHED_PAGES = 5;

/**
 * Caches a promise per key, but forgets one that failed so the next call
 * tries again, and (with `maxAgeMs`) one loaded that long ago.
 */
function retryingCache<T>(maxAgeMs?: number): (key: string, load: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, {value: Promise<T>; at: number}>();
  return (key, load) => {
    let entry = cache.get(key);
    if (!entry || (maxAgeMs !== undefined && Date.now() - entry.at > maxAgeMs)) {
      const value = load();
      entry = {value, at: Date.now()};
      cache.set(key, entry);
      value.catch(() => cache.delete(key));
    }
    return entry.value;
  };
}

/** Where section `section` of a shard sits in its page's texts file: after the lead and the page's earlier sections. */
function sectionSlot(shard: LoadedShard, section: number): number {
  const {page} = shard.sections[section];
  let slot = 1;
  for (let j = section - 1; j >= 0 && shard.sections[j].page === page; j -= 1) slot += 1;
  return slot;
}

const hitSection = ({anchor, heading, parent}: ShardSection): HitSection => ({
  anchor,
  heading,
  ...(parent !== undefined && {parent}),
});

/** A ranked page as a hit, opening where `opening` says, with `content` the text of that section (or the lead). */
function searchHit(
  shard: LoadedShard,
  ranked: Ranked,
  queryTerms: readonly string[],
  opening: Opening,
  content: string,
): SearchHit {
  const doc = shard.docs[ranked.id];
  const opensAt = opening.section;
  const section = opensAt === undefined ? undefined : shard.sections[opensAt];
  const matched = new Set(ranked.matchedTerms);
  const headings = doc.headings.map((h) => highlight(h, matched, queryTerms));
  const highlightedContent = highlight(content, matched, queryTerms);
  const snippet = bestSentence(highlightedContent);
  const fragment = textDirective(snippet);
  return {
    objectID: doc.path,
    title: doc.title,
    path: doc.path,
    url: section ? `${doc.path}#${encodeURIComponent(section.anchor)}` : doc.path,
    ...(section && {section: hitSection(section)}),
    moreSections: opening.sections
      .filter((s) => s !== opensAt)
      .slice(0, MORE_SECTIONS)
      .map((s) => hitSection(shard.sections[s])),
    headings: doc.headings,
    content,
    product: ranked.product,
    version: doc.version,
    _highlightResult: {
      title: highlight(doc.title, matched, queryTerms),
      headings,
      content: highlightedContent,
      ...(section && {section: highlight(section.heading, matched, queryTerms)}),
    },
    _snippetResult: {headings, content: snippet},
    ...(fragment !== undefined && {textFragment: fragment}),
  };
}

/** `latest`: each product's latest version, whose pages are in the product's main shard. */
export function createLocalBackend(
  source: ShardSource,
  latest: LatestVersions,
  {keepWholeShards = false, maxAgeMs}: LocalBackendOptions = {},
): SearchBackend {
  const shards = retryingCache<LoadedShard>(maxAgeMs);
  const texts = retryingCache<readonly string[]>(maxAgeMs);
  const wholeShards = retryingCache<readonly (readonly string[])[]>();
  /** Shards whose every body text is loaded. */
  const whole = new Map<string, readonly (readonly string[])[]>();

  const shardOf = (name: string): Promise<LoadedShard> =>
    shards(name, async () => loadShard(await source.shard(name)));

  const wholeShardOf = (name: string): Promise<readonly (readonly string[])[]> =>
    wholeShards(name, async () => {
      const loaded = await source.allTexts(name);
      if (!Array.isArray(loaded) || !loaded.every(isTexts))
        throw new Error(`body texts ${name}/all are not text`);
      whole.set(name, loaded);
      return loaded;
    });

  const textsOf = (name: string, page: number): Promise<readonly string[]> =>
    texts(`${name}/${page}`, async () => {
      const kept = whole.get(name)?.[page];
      if (kept) return kept;
      try {
        const loaded = await source.texts(name, page);
        if (!isTexts(loaded)) throw new Error(`body texts ${name}/${page} are not text`);
        return loaded;
      } catch (error) {
        // Offline, this page's own file may never have been fetched, but the whole shard's may have.
        const all = await wholeShardOf(name).catch(() => Promise.reject(error));
        if (!all[page]) throw error;
        return all[page];
      }
    });

  /** After an answer, in the background: a failure only means offline search lacks these texts. */
  const keepWhole = (names: Iterable<string>): void => {
    if (!keepWholeShards) return;
    for (const name of names) wholeShardOf(name).catch(() => undefined);
  };

  /** Each product's pages of `version` (omitted: of its latest version), ranked. */
  async function rankAll(
    query: string,
    products: readonly ProductId[],
    version?: string,
  ): Promise<Map<ProductId, Ranked[]>> {
    const names = products.map((product) => shardName(product, version, latest));
    const loaded = await Promise.all(names.map(shardOf));
    return new Map(
      loaded.map((shard, i) => [
        shard.product,
        rank(shard, query, version).map((r) => ({...r, product: shard.product, shard: names[i]})),
      ]),
    );
  }

  /** `opening`: where the hit opens and its page's matching sections, best first (none: the top, no sections). */
  async function toHit(
    shard: LoadedShard,
    ranked: Ranked,
    queryTerms: readonly string[],
    opening: Opening = {sections: []},
  ): Promise<SearchHit> {
    const opensAt = opening.section;
    const content = (await textsOf(ranked.shard, ranked.id))[
      opensAt === undefined ? 0 : sectionSlot(shard, opensAt)
    ];
    if (content === undefined) throw new Error(`body texts ${ranked.shard}/${ranked.id} lack an entry`);
    return searchHit(shard, ranked, queryTerms, opening, content);
  }

  return {
    name: 'local',
    async search({query, product, version, page, hitsPerPage}): Promise<SearchResponse> {
      const products = product ? [product] : PRODUCT_IDS;
      const byProduct = await rankAll(query, products, version);
      // Across products, BM25 scores are comparable enough to interleave.
      const ranked = [...byProduct.values()].flat().sort((a, b) => b.score - a.score);
      const nbPages = Math.ceil(ranked.length / hitsPerPage);
      const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const queryTerms = [...new Set(terms(query))];
      const opened = new Map<string, Map<number, Opening>>();
      for (const name of new Set(pageHits.map((r) => r.shard))) {
        const pages = pageHits.filter((r) => r.shard === name).map((r) => r.id);
        opened.set(name, openings(await shardOf(name), query, pages));
      }
      const hits = await Promise.all(
        pageHits.map(async (r) =>
          toHit(await shardOf(r.shard), r, queryTerms, opened.get(r.shard)?.get(r.id)),
        ),
      );
      // A failure here only means the next keystroke loads what it needs itself.
      for (const r of ranked.slice((page + 1) * hitsPerPage, (page + 1) * hitsPerPage + PREFETCHED_PAGES))
        textsOf(r.shard, r.id).catch(() => undefined);
      keepWhole(products.map((p) => shardName(p, version, latest)));
      return {query, nbHits: ranked.length, page, nbPages, hitsPerPage, hits};
    },
    async prepare(products, version) {
      await Promise.all(products.map((product) => shardOf(shardName(product, version, latest))));
    },
    async countByProduct(query): Promise<ProductCounts> {
      const byProduct = await rankAll(query, PRODUCT_IDS);
      return Object.fromEntries(PRODUCT_IDS.map((id) => [id, byProduct.get(id)?.length ?? 0])) as Record<
        ProductId,
        number
      >;
    },
  };
}
