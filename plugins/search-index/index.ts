/**
 * The search plugin: adds the results pages (`/{product}/search/` and
 * `/search/` for all products), hands the browser its search settings, and
 * after the build writes the local index: a shard per product and docs
 * version (one entry per page lead and per h2/h3 section) and each entry's
 * body text (per page, and all of a shard's in one file for offline search),
 * laid out as `src/search/local/shards.ts` says.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {latestVersions} from '../../config/docsVersions';
import {PRODUCT_IDS, PRODUCTS} from '../../src/products';
import type {AlgoliaSearchConfig} from '../../src/search/algolia';
import {SEARCH_PLUGIN_NAME, type SearchSiteConfig} from '../../src/search/backendConfig';
import {buildShard, pageTexts} from '../../src/search/local/engine';
import {ALL_TEXTS, shardName, type LatestVersions} from '../../src/search/local/shards';
import type {SearchRecord} from '../../src/search/types';
import {collectRecords} from './collectRecords';
import {INDEX_DIR} from './paths';

const RESULTS_PAGE = '@site/src/components/SearchPage/index.tsx';

export interface SearchPluginOptions {
  readonly algolia: AlgoliaSearchConfig | null;
}

/** Writes each shard and its pages' body-text files; returns the shard sizes in bytes, by shard name. */
export async function writeLocalIndex(
  outDir: string,
  records: readonly SearchRecord[],
  latest: LatestVersions,
): Promise<Record<string, number>> {
  const root = path.join(outDir, INDEX_DIR);
  await fs.rm(root, {recursive: true, force: true});
  const sizes: Record<string, number> = {};
  for (const product of PRODUCTS) {
    const own = records.filter((record) => record.product === product.id);
    const versions = [...new Set(own.map((record) => shardName(product.id, record.version, latest)))];
    // A product without pages still gets its (empty) main shard, so its search answers "no results".
    for (const name of versions.length > 0 ? versions : [product.id]) {
      const inShard = own.filter((record) => shardName(product.id, record.version, latest) === name);
      const shard = JSON.stringify(buildShard(product.id, inShard));
      await fs.mkdir(path.join(root, name), {recursive: true});
      await fs.writeFile(path.join(root, `${name}.json`), shard);
      const texts = pageTexts(inShard);
      await Promise.all([
        ...texts.map((own, page) => fs.writeFile(path.join(root, name, `${page}.json`), JSON.stringify(own))),
        fs.writeFile(path.join(root, name, `${ALL_TEXTS}.json`), JSON.stringify(texts)),
      ]);
      sizes[name] = Buffer.byteLength(shard);
    }
  }
  return sizes;
}

/** The plugin, given its options directly (`plugins: [searchIndexPlugin({algolia})]`). */
export default function searchIndexPlugin(options: SearchPluginOptions): (context: LoadContext) => Plugin {
  // A new id per build, appended to index URLs so a browser never mixes two builds' files.
  const buildId = Date.now().toString(36);
  return (context) => ({
    name: SEARCH_PLUGIN_NAME,
    async contentLoaded({actions}) {
      const config: SearchSiteConfig = {
        buildId,
        latestVersions: latestVersions(context.siteDir, PRODUCT_IDS),
        algolia: options.algolia,
      };
      actions.setGlobalData(config);
      for (const route of ['/search/', ...PRODUCTS.map((p) => `/${p.id}/search/`)]) {
        actions.addRoute({path: route, component: RESULTS_PAGE, exact: true});
      }
    },
    async postBuild({outDir}) {
      const records = await collectRecords(outDir);
      if (records.length === 0)
        throw new Error('Search index: the build has no documentation pages to index.');
      await writeLocalIndex(outDir, records, latestVersions(context.siteDir, PRODUCT_IDS));
    },
  });
}
