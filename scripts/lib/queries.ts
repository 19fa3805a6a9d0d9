/**
 * The query sets of `tests/search/` and the relevance measures used on them:
 * `queries.tsv` (short queries in product words), `questions.tsv` (questions
 * in a customer's words, written from tasks, never a page title) and
 * `questions-held-out.tsv` (questions written from product descriptions alone,
 * labelled afterwards, and never used to tune ranking, keywords or synonyms:
 * it shows how far tuning on the other sets carries to questions nobody tuned
 * for; see CONTRIBUTING.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isProductId, type ProductId} from '../../src/products';

export interface QueryCase {
  readonly query: string;
  readonly product: ProductId;
  /** The page that should answer the query. */
  readonly expected: string;
}

const SETS_DIR = path.join(__dirname, '..', '..', 'tests', 'search');

export const QUERIES_FILE = path.join(SETS_DIR, 'queries.tsv');
export const QUESTIONS_FILE = path.join(SETS_DIR, 'questions.tsv');
export const HELD_OUT_FILE = path.join(SETS_DIR, 'questions-held-out.tsv');

export interface QuerySet {
  /** Shown in reports: `queries`, `questions`. */
  readonly name: string;
  readonly file: string;
}

/** Every set the benchmark and the findability test measure, with the same columns. */
export const QUERY_SETS: readonly QuerySet[] = [
  {name: 'queries', file: QUERIES_FILE},
  {name: 'questions', file: QUESTIONS_FILE},
  {name: 'held-out questions', file: HELD_OUT_FILE},
];

/** The rows of a query set file after its header line, each with its cells and its line number. */
export function tsvRows(file: string): {cells: string[]; line: number; text: string}[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({text, line: index + 1, cells: text.split('\t')}))
    .slice(1)
    .filter(({text}) => text.trim() !== '');
}

export function readQueries(file: string = QUERIES_FILE): QueryCase[] {
  return tsvRows(file).map(({cells, line, text}) => {
    const [query, product, expected] = cells;
    if (!query || !isProductId(product) || !expected?.startsWith('/')) {
      throw new Error(`${file}:${line}: expected "query<TAB>product<TAB>/path/", got "${text}"`);
    }
    return {query, product, expected};
  });
}

export interface Relevance {
  /** Share of queries whose expected page is in the top 5. */
  readonly recallAt5: number;
  /** Mean reciprocal rank of the expected page (0 when absent from the ranking). */
  readonly mrr: number;
  /** Queries whose expected page is not in the top 5. */
  readonly misses: readonly QueryCase[];
}

/** Scores rankings (page paths, best first), one per query case. */
export function relevance(cases: readonly QueryCase[], rankings: readonly (readonly string[])[]): Relevance {
  let found = 0;
  let reciprocal = 0;
  const misses: QueryCase[] = [];
  cases.forEach((c, i) => {
    const rank = rankings[i].indexOf(c.expected);
    if (rank !== -1) reciprocal += 1 / (rank + 1);
    if (rank !== -1 && rank < 5) found += 1;
    else misses.push(c);
  });
  return {recallAt5: found / cases.length, mrr: reciprocal / cases.length, misses};
}

/** Relevance of each product's cases (products without cases are left out). */
export function relevanceByProduct(
  cases: readonly QueryCase[],
  rankings: readonly (readonly string[])[],
): Map<ProductId, Relevance & {readonly count: number}> {
  const byProduct = new Map<ProductId, {cases: QueryCase[]; rankings: (readonly string[])[]}>();
  cases.forEach((c, i) => {
    const entry = byProduct.get(c.product) ?? {cases: [], rankings: []};
    entry.cases.push(c);
    entry.rankings.push(rankings[i]);
    byProduct.set(c.product, entry);
  });
  return new Map(
    [...byProduct].map(([product, entry]) => [
      product,
      {...relevance(entry.cases, entry.rankings), count: entry.cases.length},
    ]),
  );
}
