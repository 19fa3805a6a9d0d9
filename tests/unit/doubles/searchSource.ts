/** A local search index served from memory, as the build would write it: the test double of `fileSource`. */
import {PRODUCT_IDS, type ProductId} from '../../../src/products';
import {createSearchClient} from '../../../src/search/client';
import {createLocalBackend, type ShardSource} from '../../../src/search/local/backend';
import {buildShard, pageTexts} from '../../../src/search/local/engine';
import {shardName, type LatestVersions} from '../../../src/search/local/shards';
import type {SearchRecord} from '../../../src/search/types';

/** Each product's latest version as the build would find it: the highest cut version among the records, else `current`. */
export function latestOf(records: readonly SearchRecord[]): LatestVersions {
  const latest = (product: ProductId): string =>
    records
      .filter((r) => r.product === product && r.version !== 'current')
      .map((r) => r.version)
      .sort((a, b) => b.localeCompare(a, 'en', {numeric: true}))[0] ?? 'current';
  return Object.fromEntries(PRODUCT_IDS.map((id) => [id, latest(id)])) as Record<ProductId, string>;
}

/**
 * Serves shards and body texts from memory, one shard per product and version as the build writes them, counting loads.
 * `online.value = false` makes every page's own texts file fail, as offline when it was never fetched.
 */
export function memorySource(records: readonly SearchRecord[]) {
  const loads: string[] = [];
  const online = {value: true};
  const latest = latestOf(records);
  const inShard = (name: string) => records.filter((r) => shardName(r.product, r.version, latest) === name);
  const productOf = (name: string) => name.split('@')[0] as ProductId;
  const source: ShardSource = {
    shard: async (name) => {
      loads.push(`shard:${name}`);
      return JSON.parse(JSON.stringify(buildShard(productOf(name), inShard(name))));
    },
    texts: async (name, page) => {
      loads.push(`texts:${name}/${page}`);
      if (!online.value) throw new Error('offline');
      return pageTexts(inShard(name))[page];
    },
    allTexts: async (name) => {
      loads.push(`all:${name}`);
      if (!online.value) throw new Error('offline');
      return pageTexts(inShard(name));
    },
  };
  return {source, loads, latest, online};
}

/** A page's search record in the latest version, with a title and body text and nothing else. */
export function pageRecord(product: ProductId, slug: string, title: string, content: string): SearchRecord {
  const path = `/${product}/${slug}/`;
  return {
    objectID: path,
    path,
    title,
    headings: [],
    content,
    product,
    version: 'current',
    description: '',
    keywords: [],
  };
}

/** A search client over the local index of `records`, served from memory. */
export function memoryClient(records: readonly SearchRecord[]) {
  return createSearchClient(createLocalBackend(memorySource(records).source, latestOf(records)));
}
