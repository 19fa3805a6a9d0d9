/**
 * Byte budgets that CI holds the build to (tests/e2e/budgets.spec.ts; the
 * index shards in tests/e2e/search-index.spec.ts): byte
 * counts, never timings, so the gate does not flake. They sit just above the
 * figures in BENCHMARKS.md so that growth shows up as a failure, with room for
 * the search code (about 8 KB gzip) that the idle preload sometimes starts
 * before hydration ends on a busy machine; the goal for a page's JavaScript
 * remains `TARGETS.jsGzipKB` of bench/perf.ts.
 */

/** The budget pages: Home, a section root, a deep doc page with code and a diagram, a results page. */
export const BUDGET_PAGES = [
  {name: 'Home', path: '/', jsGzipKB: 170},
  {name: 'Section root', path: '/flight-deck/', jsGzipKB: 235},
  {
    name: 'Deep doc page (code, diagram)',
    path: '/flight-deck/gateway/administration/installing-configuring/',
    jsGzipKB: 235,
  },
  {name: 'Search results', path: '/flight-deck/search/?product=flight-deck&query=agent', jsGzipKB: 170},
] as const;

/**
 * Gzip size of each product's search index shard (`build/search-index/<product>.json`):
 * issue 19's ceiling for the largest product with section records (Flight Deck
 * measures about 128 KB, BENCHMARKS.md).
 */
export const INDEX_SHARD_GZIP_KB = 150;
