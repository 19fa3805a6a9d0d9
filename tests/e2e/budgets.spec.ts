/**
 * The JavaScript each kind of page loads before it is interactive, at 1280 and
 * 375 px. The search index shards' budget is checked without a browser
 * (search-index.spec.ts).
 */
import {expect, test} from './fixtures';
import {BUDGET_PAGES} from '../../scripts/lib/budgets';
import {scriptsOfFirstVisit} from '../../scripts/lib/pageWeight';

test.describe('byte budgets', () => {
  for (const budget of BUDGET_PAGES) {
    test(`${budget.name}: JavaScript before it is interactive ≤ ${budget.jsGzipKB} KB gzip`, async ({
      page,
    }) => {
      const scripts = await scriptsOfFirstVisit(page, budget.path);
      expect(scripts.files).toBeGreaterThan(0);
      expect(scripts.gzip / 1024, scripts.urls.join('\n')).toBeLessThanOrEqual(budget.jsGzipKB);
    });
  }
});
