/**
 * Checks on the built local index, run in Node after the build: the writers'
 * queries find their page in the top 5, records carry their version, and the
 * build holds no Algolia admin key.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_IDS} from '../../src/products';
import {createSearchClient} from '../../src/search';
import {createLocalBackend} from '../../src/search/local/backend';
import {fileSource} from '../../plugins/search-index/fileSource';
import {readQueries} from '../../scripts/lib/queries';
import {filesUnder} from '../../scripts/lib/files';
import {readRoutes} from '../routeLists';
import {ADMIN_KEY_SENTINEL} from '../search/adminKeySentinel';
import {expect, test} from './fixtures';

const BUILD = path.join(__dirname, '..', '..', 'build');

test.describe('built search index', () => {
  test('tests/search/queries.tsv: at least 60 real queries across the four products, each about a real page', () => {
    const cases = readQueries();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.product))).toEqual(new Set(PRODUCT_IDS));
    const routes = new Set(readRoutes().map((row) => row.route));
    for (const c of cases) expect.soft(routes.has(c.expected), c.expected).toBe(true);
  });

  test('every query of queries.tsv finds its page in the top 5', async () => {
    const search = createSearchClient(createLocalBackend(fileSource(BUILD)));
    for (const c of readQueries()) {
      const response = await search.search({query: c.query, product: c.product, page: 0, hitsPerPage: 5});
      const found = response.hits.map((hit) => hit.path);
      expect.soft(found, `"${c.query}" should find ${c.expected}`).toContain(c.expected);
    }
  });

  test('records carry their docs version and every product has a shard', () => {
    for (const product of PRODUCT_IDS) {
      const shard = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index', `${product}.json`), 'utf8')) as {
        docs: {version: string}[];
      };
      expect(shard.docs.length).toBeGreaterThan(0);
      expect(shard.docs.every((doc) => doc.version === 'current')).toBe(true);
    }
  });

  test('no file of the build contains the Algolia admin key', () => {
    // scripts/test-all.sh builds with ALGOLIA_ADMIN_API_KEY set to the sentinel.
    const files = filesUnder(BUILD, /./);
    expect(files.length).toBeGreaterThan(100);
    const leaking = files.filter((file) => fs.readFileSync(file).includes(ADMIN_KEY_SENTINEL));
    expect(leaking).toEqual([]);
  });
});
