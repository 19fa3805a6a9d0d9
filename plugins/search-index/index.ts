/**
 * The search plugin: adds the results pages (`/{product}/search/` and
 * `/search/` for all products), hands the browser its search settings, and
 * after the build writes the local index: `search-index/{product}.json` (the
 * shard, one entry per page lead and per h2/h3 section),
 * `search-index/{product}/{id}.txt` (each entry's body text, for the first hits
 * shown) and `search-index/{product}.texts.json` (all of them, loaded in the
 * background for the keystrokes after).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PRODUCTS} from '../../src/products';
import type {AlgoliaSearchConfig} from '../../src/search/algolia';
import {SEARCH_PLUGIN_NAME, type SearchSiteConfig} from '../../src/search/config';
import {buildShard, entryTexts} from '../../src/search/local/engine';
import type {SearchRecord} from '../../src/search/types';
import {collectRecords} from './collectRecords';
import {INDEX_DIR} from './paths';

const RESULTS_PAGE = '@site/src/components/SearchPage/index.tsx';

export interface SearchPluginOptions {
  readonly algolia: AlgoliaSearchConfig | null;
}

/** Writes each product's shard and body-text files; returns the shard sizes in bytes. */
export async function writeLocalIndex(outDir: string, records: readonly SearchRecord[]): Promise<Record<string, number>> {
  const root = path.join(outDir, INDEX_DIR);
  await fs.rm(root, {recursive: true, force: true});
  const sizes: Record<string, number> = {};
  for (const product of PRODUCTS) {
    const own = records.filter((record) => record.product === product.id);
    const shard = JSON.stringify(buildShard(product.id, own));
    await fs.mkdir(path.join(root, product.id), {recursive: true});
    await fs.writeFile(path.join(root, `${product.id}.json`), shard);
    const texts = entryTexts(own);
    await Promise.all(texts.map((text, id) => fs.writeFile(path.join(root, product.id, `${id}.txt`), text)));
    await fs.writeFile(path.join(root, `${product.id}.texts.json`), JSON.stringify(texts));
    sizes[product.id] = Buffer.byteLength(shard);
  }
  return sizes;
}

/** The plugin, given its options directly (`plugins: [searchIndexPlugin({algolia})]`). */
export default function searchIndexPlugin(options: SearchPluginOptions): () => Plugin {
  // A new id per build, appended to index URLs so a browser never mixes two builds' files.
  const buildId = Date.now().toString(36);
  return () => ({
    name: SEARCH_PLUGIN_NAME,
    async contentLoaded({actions}) {
      const config: SearchSiteConfig = {buildId, algolia: options.algolia};
      actions.setGlobalData(config);
      for (const route of ['/search/', ...PRODUCTS.map((p) => `/${p.id}/search/`)]) {
        actions.addRoute({path: route, component: RESULTS_PAGE, exact: true});
      }
    },
    async postBuild({outDir}) {
      const records = await collectRecords(outDir);
      if (records.length === 0) throw new Error('Search index: the build has no documentation pages to index.');
      await writeLocalIndex(outDir, records);
    },
  });
}
