/**
 * The local backend: loads a product's index shard the first time it is
 * needed (and keeps it) and ranks pages with the engine. Snippets need each
 * hit's body text: the first answer loads only the texts of the hits shown,
 * then all of the product's texts load in the background (also when the box
 * is merely focused), so later keystrokes need no network at all. Where the files come from (fetch in the
 * browser, the build folder in the CLI) is the `ShardSource`.
 */
import {PRODUCT_IDS, type ProductId} from '../../products';
import type {HitSection, ProductCounts, SearchBackend, SearchHit, SearchResponse} from '../types';
import {highlight, snippet} from '../highlight';
import {terms} from '../text';
import {loadShard, openings, rank, type LoadedShard, type RankedDoc, type ShardSection} from './engine';

export interface ShardSource {
  /** The parsed JSON of a product's shard. */
  shard(product: ProductId): Promise<unknown>;
  /** The body text of document `id` of a product's shard. */
  content(product: ProductId, id: number): Promise<string>;
  /** All body texts of a product's shard, by document id. */
  texts(product: ProductId): Promise<unknown>;
}

interface Ranked extends RankedDoc {
  readonly product: ProductId;
}

/** Other matching sections a hit lists. */
const MORE_SECTIONS = 3;

/** Caches a promise per key, but forgets one that failed so the next call tries again. */
function retryingCache<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key, load) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };
}

export function createLocalBackend(source: ShardSource): SearchBackend {
  const shards = retryingCache<LoadedShard>();
  const contents = retryingCache<string>();
  const allTexts = retryingCache<readonly string[]>();
  /** Products whose texts have all arrived. */
  const loadedTexts = new Map<ProductId, readonly string[]>();

  const loadAllTexts = async (product: ProductId): Promise<readonly string[]> => {
    const texts = await source.texts(product);
    if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) throw new Error(`texts of ${product} are not text`);
    loadedTexts.set(product, texts);
    return texts;
  };

  const shardOf = (product: ProductId): Promise<LoadedShard> =>
    shards(product, async () => loadShard(await source.shard(product)));

  /** Starts loading a product's texts; a failure only means snippets keep loading one by one. */
  const preloadTexts = (product: ProductId): void => {
    allTexts(product, () => loadAllTexts(product)).catch(() => undefined);
  };

  const contentOf = async (product: ProductId, id: number): Promise<string> => {
    const text = loadedTexts.get(product)?.[id] ?? (await contents(`${product}/${id}`, () => source.content(product, id)));
    if (typeof text !== 'string') throw new Error(`body text ${product}/${id} is not text`);
    return text;
  };

  async function rankAll(query: string, products: readonly ProductId[], version?: string): Promise<Map<ProductId, Ranked[]>> {
    const loaded = await Promise.all(products.map(shardOf));
    return new Map(
      loaded.map((shard) => [shard.product, rank(shard, query, version).map((r) => ({...r, product: shard.product}))]),
    );
  }

  const hitSection = ({anchor, heading, parent}: ShardSection): HitSection => ({anchor, heading, ...(parent !== undefined && {parent})});

  /** `opensAt`: the position in the shard's `sections` of the section the hit opens at; undefined for the top. */
  async function toHit(shard: LoadedShard, ranked: Ranked, queryTerms: readonly string[], opensAt: number | undefined): Promise<SearchHit> {
    const doc = shard.docs[ranked.id];
    const section = opensAt === undefined ? undefined : shard.sections[opensAt];
    // Entry ids: pages' leads first, then sections (see `Shard`).
    const content = await contentOf(ranked.product, opensAt === undefined ? ranked.id : shard.docs.length + opensAt);
    const matched = new Set(ranked.matchedTerms);
    const headings = doc.headings.map((h) => highlight(h, matched, queryTerms));
    return {
      objectID: doc.path,
      title: doc.title,
      path: doc.path,
      url: section ? `${doc.path}#${encodeURIComponent(section.anchor)}` : doc.path,
      ...(section && {section: hitSection(section)}),
      moreSections: ranked.sections
        .filter((s) => s.section !== opensAt)
        .slice(0, MORE_SECTIONS)
        .map((s) => hitSection(shard.sections[s.section])),
      headings: doc.headings,
      content,
      product: ranked.product,
      version: doc.version,
      _highlightResult: {
        title: highlight(doc.title, matched, queryTerms),
        headings,
        content: highlight(content, matched, queryTerms),
        ...(section && {section: highlight(section.heading, matched, queryTerms)}),
      },
      _snippetResult: {headings, content: snippet(content, matched, queryTerms)},
    };
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
      const opened = new Map<ProductId, Map<number, number>>();
      for (const id of products) {
        const pages = pageHits.filter((r) => r.product === id).map((r) => r.id);
        if (pages.length > 0) opened.set(id, openings(await shardOf(id), query, pages));
      }
      const hits = await Promise.all(
        pageHits.map(async (r) => toHit(await shardOf(r.product), r, queryTerms, opened.get(r.product)?.get(r.id))),
      );
      products.forEach(preloadTexts);
      return {query, nbHits: ranked.length, page, nbPages, hitsPerPage, hits};
    },
    async prepare(products) {
      await Promise.all(products.map(shardOf));
      products.forEach(preloadTexts);
    },
    async countByProduct(query): Promise<ProductCounts> {
      const byProduct = await rankAll(query, PRODUCT_IDS);
      return Object.fromEntries(PRODUCT_IDS.map((id) => [id, byProduct.get(id)?.length ?? 0])) as Record<ProductId, number>;
    },
  };
}
