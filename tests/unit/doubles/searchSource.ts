/** A local search index served from memory, as the build would write it: the test double of `fileSource`. */
import type {ProductId} from '../../../src/products';
import type {ShardSource} from '../../../src/search/local/backend';
import {buildShard, entryTexts} from '../../../src/search/local/engine';
import type {SearchRecord} from '../../../src/search/types';

/** Serves shards and body texts from memory, as the build would write them, counting loads. */
export function memorySource(records: readonly SearchRecord[], textsArrive: Promise<void> = Promise.resolve()) {
  const loads: string[] = [];
  const byProduct = (product: ProductId) => records.filter((r) => r.product === product);
  const source: ShardSource = {
    shard: async (product) => {
      loads.push(`shard:${product}`);
      return JSON.parse(JSON.stringify(buildShard(product, byProduct(product))));
    },
    content: async (product, id) => {
      loads.push(`content:${product}/${id}`);
      return entryTexts(byProduct(product))[id];
    },
    texts: async (product) => {
      loads.push(`texts:${product}`);
      await textsArrive;
      return entryTexts(byProduct(product));
    },
  };
  return {source, loads};
}

