/** The local index read straight from a build folder: what the CLI and the benchmarks search. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {ProductId} from '../../src/products';
import type {ShardSource} from '../../src/search/local/backend';
import {INDEX_DIR} from './paths';

export function fileSource(buildDir: string): ShardSource {
  const root = path.join(buildDir, INDEX_DIR);
  return {
    shard: async (product: ProductId) => JSON.parse(await fs.readFile(path.join(root, `${product}.json`), 'utf8')),
    content: (product: ProductId, id: number) => fs.readFile(path.join(root, product, `${id}.txt`), 'utf8'),
    texts: async (product: ProductId) => JSON.parse(await fs.readFile(path.join(root, `${product}.texts.json`), 'utf8')),
  };
}
