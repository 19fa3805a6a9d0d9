/**
 * The side-by-side figures of `npm run bench -- --only stock`: which pages,
 * the medians of each figure, and one Markdown table per page with the ratio
 * ours ÷ stock and the targets of issue 16 marked met or missed.
 */
import {median} from '../scripts/lib/stats';
import {BUDGET_PAGES} from '../scripts/lib/budgets';

export interface SideBySidePage {
  readonly name: string;
  readonly path: string;
  /** Stock Docusaurus has no equivalent of our results page: no stock figures. */
  readonly inStock: boolean;
  /** Results pages may keep `noindex` (issue 16), which Lighthouse's SEO score counts against them. */
  readonly noindexAllowed?: boolean;
}

const budgetPage = (name: string): (typeof BUDGET_PAGES)[number] => {
  const page = BUDGET_PAGES.find((p) => p.name.startsWith(name));
  if (!page) throw new Error(`scripts/lib/budgets.ts has no page "${name}".`);
  return page;
};

/** The budget pages, with the section root with a diagram and the deep doc page with a long menu of issue 16. */
export const SIDE_BY_SIDE_PAGES: readonly SideBySidePage[] = [
  {name: 'Home', path: budgetPage('Home').path, inStock: true},
  {name: 'Section root with a diagram', path: '/jet/', inStock: true},
  {name: 'Section root', path: budgetPage('Section root').path, inStock: true},
  {name: 'Deep doc page, long menu', path: '/flight-deck/jobs/object-mover/objectdropbox/', inStock: true},
  {name: 'Doc page with code blocks and a diagram', path: budgetPage('Deep doc page').path, inStock: true},
  {name: 'Search results', path: budgetPage('Search results').path, inStock: false, noindexAllowed: true},
];

/** One measurement of one page on one site. */
export interface PageFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  /** JavaScript until the network is idle, as Lighthouse's load sees it (no scrolling): gzip bytes and script count. */
  readonly jsGzipBytes: number;
  readonly scripts: number;
  /** The same with the page scrolled through (code loaded on approach and link prefetches included). */
  readonly jsScrolledGzipBytes: number;
  readonly scriptsScrolled: number;
}

export const SIDE_BY_SIDE_TARGETS = {
  performance: 98,
  tbtMs: 100,
  jsGzipKB: 120,
  jsRatioToStock: 0.6,
} as const;

/** The median of every figure over the runs. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const pick = (key: keyof PageFigures): number => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    jsGzipBytes: pick('jsGzipBytes'),
    scripts: pick('scripts'),
    jsScrolledGzipBytes: pick('jsScrolledGzipBytes'),
    scriptsScrolled: pick('scriptsScrolled'),
  };
}

const met = (ok: boolean): string => (ok ? 'met' : '**missed**');

/** The targets of issue 16 for our figures, as the table's last column says them. */
export function targetNotes(
  ours: PageFigures,
  stock: PageFigures | null,
  {noindexAllowed = false}: {noindexAllowed?: boolean} = {},
): Partial<Record<keyof PageFigures, string>> {
  const t = SIDE_BY_SIDE_TARGETS;
  const jsKB = ours.jsGzipBytes / 1024;
  const js = [`≤ ${t.jsGzipKB} KB: ${met(jsKB <= t.jsGzipKB)}`];
  if (stock)
    js.push(`≤ ${t.jsRatioToStock}× stock: ${met(ours.jsGzipBytes <= t.jsRatioToStock * stock.jsGzipBytes)}`);
  return {
    performance: `≥ ${t.performance}: ${met(ours.performance >= t.performance)}`,
    tbtMs: `≤ ${t.tbtMs} ms: ${met(ours.tbtMs <= t.tbtMs)}`,
    accessibility: `100: ${met(ours.accessibility >= 100)}`,
    bestPractices: `100: ${met(ours.bestPractices >= 100)}`,
    seo: noindexAllowed ? '100, `noindex` allowed: n/a' : `100: ${met(ours.seo >= 100)}`,
    jsGzipBytes: js.join('; '),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const ROWS: readonly {key: keyof PageFigures; label: string; show: (value: number) => string}[] = [
  {key: 'performance', label: 'Lighthouse performance', show: (v) => v.toFixed(0)},
  {key: 'tbtMs', label: 'Total blocking time', show: (v) => `${v.toFixed(0)} ms`},
  {key: 'lcpMs', label: 'Largest contentful paint', show: (v) => `${(v / 1000).toFixed(2)} s`},
  {key: 'cls', label: 'Cumulative layout shift', show: (v) => v.toFixed(3)},
  {key: 'accessibility', label: 'Accessibility', show: (v) => v.toFixed(0)},
  {key: 'bestPractices', label: 'Best practices', show: (v) => v.toFixed(0)},
  {key: 'seo', label: 'SEO', show: (v) => v.toFixed(0)},
  {key: 'jsGzipBytes', label: 'JavaScript until network idle (gzip)', show: kb},
  {key: 'scripts', label: 'Scripts until network idle', show: (v) => v.toFixed(0)},
  {key: 'jsScrolledGzipBytes', label: 'JavaScript, page scrolled through (gzip)', show: kb},
  {key: 'scriptsScrolled', label: 'Scripts, page scrolled through', show: (v) => v.toFixed(0)},
];

function ratio(ours: number, stock: number): string {
  if (stock === 0) return ours === 0 ? '1.00' : 'n/a';
  return (ours / stock).toFixed(2);
}

/** What the table compares ours with: stock Docusaurus (the default), or another build of ours. */
export interface OtherSite {
  readonly label: string;
  /** Stock Docusaurus: the JavaScript target ≤ 0.6× stock applies. */
  readonly isStock: boolean;
}

const STOCK: OtherSite = {label: 'Stock', isStock: true};

/** One Markdown table for a page: figure, ours, the other site, ours ÷ the other, and the targets. */
export function comparisonTable(
  page: SideBySidePage,
  ours: PageFigures,
  stock: PageFigures | null,
  other: OtherSite = STOCK,
): string {
  const notes = targetNotes(ours, other.isStock ? stock : null, page);
  const lines = [
    `### ${page.name} \`${page.path}\``,
    '',
    `| Figure | Ours | ${other.label} | Ours ÷ ${other.label.toLowerCase()} | Target |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...ROWS.map(({key, label, show}) => {
      const stockCell = stock ? show(stock[key]) : 'n/a';
      const ratioCell = stock ? ratio(ours[key], stock[key]) : 'n/a';
      return `| ${label} | ${show(ours[key])} | ${stockCell} | ${ratioCell} | ${notes[key] ?? ''} |`;
    }),
  ];
  return lines.join('\n');
}
