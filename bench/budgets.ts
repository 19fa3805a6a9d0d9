/**
 * Byte budgets that CI holds the build to (tests/e2e/budgets.spec.ts): byte
 * counts, never timings, so the gate does not flake. They sit just above the
 * figures in BENCHMARKS.md so that growth shows up as a failure; the goal for
 * a page's JavaScript remains `TARGETS.jsGzipKB` of bench/perf.ts.
 */

/** The budget pages: Home, a section root, a deep doc page with code and a diagram, a results page. */
export const BUDGET_PAGES = [
  {name: 'Home', path: '/', jsGzipKB: 160},
  {name: 'Section root', path: '/flight-deck/', jsGzipKB: 225},
  {name: 'Deep doc page (code, diagram)', path: '/flight-deck/gateway/administration/installing-configuring/', jsGzipKB: 225},
  {name: 'Search results', path: '/flight-deck/search/?product=flight-deck&query=agent', jsGzipKB: 160},
] as const;

/** Gzip size of each product's search index shard (`build/search-index/<product>.json`). */
export const INDEX_SHARD_GZIP_KB = 80;
