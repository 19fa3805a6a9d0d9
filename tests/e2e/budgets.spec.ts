import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from './fixtures';
import {BUDGET_PAGES, INDEX_SHARD_GZIP_KB} from '../../scripts/lib/budgets';
import {scriptsOfFirstVisit} from '../../scripts/lib/pageWeight';
import {PRODUCT_IDS} from '../../src/products';

test.describe('byte budgets', () => {
  for (const budget of BUDGET_PAGES) {
    test(`${budget.name}: JavaScript before it is interactive ≤ ${budget.jsGzipKB} KB gzip`, async ({page}) => {
      const scripts = await scriptsOfFirstVisit(page, budget.path);
      expect(scripts.files).toBeGreaterThan(0);
      expect(scripts.gzip / 1024, scripts.urls.join('\n')).toBeLessThanOrEqual(budget.jsGzipKB);
    });
  }

  test(`each product's search index shard ≤ ${INDEX_SHARD_GZIP_KB} KB gzip`, () => {
    for (const id of PRODUCT_IDS) {
      const shard = fs.readFileSync(path.join('build', 'search-index', `${id}.json`));
      expect(zlib.gzipSync(shard, {level: 9}).length / 1024, id).toBeLessThanOrEqual(INDEX_SHARD_GZIP_KB);
    }
  });
});
