/** The local index read straight from a build folder: what the CLI, the benchmarks and the index checks search. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {latestVersions} from '../../config/docsVersions';
import {PRODUCT_IDS} from '../../src/products';
import {createLocalBackend, type ShardSource} from '../../src/search/local/backend';
import {ALL_TEXTS} from '../../src/search/local/shards';
import type {SearchBackend} from '../../src/search/types';
import {INDEX_DIR} from './paths';

const SITE_DIR = path.join(__dirname, '..', '..');

export function fileSource(buildDir: string): ShardSource {
  const root = path.join(buildDir, INDEX_DIR);
  return {
    shard: async (name: string) => JSON.parse(await fs.readFile(path.join(root, `${name}.json`), 'utf8')),
    texts: async (name: string, page: number) =>
      JSON.parse(await fs.readFile(path.join(root, name, `${page}.json`), 'utf8')),
    allTexts: async (name: string) =>
      JSON.parse(await fs.readFile(path.join(root, name, `${ALL_TEXTS}.json`), 'utf8')),
  };
}

/** The local backend over `buildDir`, a build of the site in `siteDir` (whose cut versions say which shard holds each product's latest). */
export function buildFolderBackend(buildDir: string, siteDir: string = SITE_DIR): SearchBackend {
  return createLocalBackend(fileSource(buildDir), latestVersions(siteDir, PRODUCT_IDS));
}
