/**
 * What offline search costs a reader: for each product, the index shard a
 * first search downloads, and the file of every page's body texts that a
 * browser keeping pages offline then fetches in the background
 * (`search-index/{product}/all.json`, src/search/local/backend.ts), as nginx
 * sends them (the build's brotli and gzip copies). Run after `npm run build`.
 *
 *   npx tsx bench/offline-search.ts [build-dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCTS} from '../src/products';
import {ALL_TEXTS} from '../src/search/local/shards';
import {INDEX_DIR} from '../plugins/search-index/paths';

const KB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(file: string): {br: number; gzip: number} {
  return {br: fs.statSync(`${file}.br`).size, gzip: fs.statSync(`${file}.gz`).size};
}

const build = path.resolve(process.argv[2] ?? 'build');
console.log('| product | index shard, br / gzip | every body text in the background, br / gzip |');
console.log('| --- | --- | --- |');
for (const product of PRODUCTS) {
  const shard = sizes(path.join(build, INDEX_DIR, `${product.id}.json`));
  const texts = sizes(path.join(build, INDEX_DIR, product.id, `${ALL_TEXTS}.json`));
  console.log(
    `| ${product.name} | ${KB(shard.br)} / ${KB(shard.gzip)} | ${KB(texts.br)} / ${KB(texts.gzip)} |`,
  );
}
