/**
 * Section queries: questions whose answer is one section of a page, each
 * labelled with its page and the section's anchor. `section-queries.tsv` was
 * written from the sections' headings and is tuned on;
 * `section-questions-held-out.tsv` was written blind from product
 * descriptions, labelled from the pages afterwards, and is never tuned on
 * (CONTRIBUTING.md); `section-questions-blind.tsv` was written after the
 * ranking work of issue 41 began, by people who had read neither the pages nor
 * the engine, and is scored once per design, never tuned on. Measures whether the header dropdown's hit for that page
 * opens at that section.
 */
import path from 'node:path';
import {isProductId, type ProductId} from '../src/products';
import type {SearchClient} from '../src/search/client';
import {DROPDOWN_HITS} from '../src/search/format';
import {tsvRows} from '../scripts/lib/queries';

const SETS_DIR = path.join(__dirname, '..', 'tests', 'search');
export const SECTION_QUERIES_FILE = path.join(SETS_DIR, 'section-queries.tsv');
export const SECTION_HELD_OUT_FILE = path.join(SETS_DIR, 'section-questions-held-out.tsv');
export const SECTION_BLIND_FILE = path.join(SETS_DIR, 'section-questions-blind.tsv');

export interface SectionSet {
  /** Shown in reports. */
  readonly name: string;
  readonly file: string;
  /** Never tuned on: its figure shows how far tuning on the other set carries. */
  readonly heldOut: boolean;
}

/** Both section sets, the tuned one first. */
export const SECTION_SETS: readonly SectionSet[] = [
  {name: 'section queries', file: SECTION_QUERIES_FILE, heldOut: false},
  {name: 'held-out section questions', file: SECTION_HELD_OUT_FILE, heldOut: true},
];

/** The blind set (issue 41): scored by `npm run bench:search`, with no floor in the tests. */
export const BLIND_SECTION_SET: SectionSet = {
  name: 'blind section questions',
  file: SECTION_BLIND_FILE,
  heldOut: true,
};

export interface SectionCase {
  readonly query: string;
  readonly product: ProductId;
  /** The page that answers. */
  readonly expected: string;
  /** The id of the heading of the section that answers. */
  readonly anchor: string;
}

export function readSectionQueries(file: string = SECTION_QUERIES_FILE): SectionCase[] {
  return tsvRows(file).map(({cells, line, text}) => {
    const [query, product, expected, anchor] = cells;
    if (!query || !isProductId(product) || !expected?.startsWith('/') || !anchor) {
      throw new Error(`${file}:${line}: expected "query<TAB>product<TAB>/path/<TAB>anchor", got "${text}"`);
    }
    return {query, product, expected, anchor};
  });
}

/** Where the dropdown's hit for the expected page opens: the right section, another one, the page top, or no hit. */
export type SectionOutcome = 'section' | 'other section' | 'top' | 'no hit';

export interface SectionResult {
  readonly case: SectionCase;
  readonly outcome: SectionOutcome;
  /** The url of the hit for the expected page, if it is among the dropdown's hits. */
  readonly url?: string;
}

/** The outcome of one case, from the dropdown's hits (page path and url of each). */
export function sectionOutcome(c: SectionCase, hits: readonly {path: string; url: string}[]): SectionResult {
  const hit = hits.find((h) => h.path === c.expected);
  if (!hit) return {case: c, outcome: 'no hit'};
  const hash = hit.url.indexOf('#');
  const anchor = hash === -1 ? undefined : decodeURIComponent(hit.url.slice(hash + 1));
  const outcome = anchor === c.anchor ? 'section' : anchor === undefined ? 'top' : 'other section';
  return {case: c, outcome, url: hit.url};
}

/** Searches each case as the header box does (its product, 5 hits) and scores where the expected page's hit opens. */
export async function sectionResults(
  client: SearchClient,
  cases: readonly SectionCase[],
): Promise<SectionResult[]> {
  return Promise.all(
    cases.map(async (c) => {
      const {hits} = await client.search({
        query: c.query,
        product: c.product,
        page: 0,
        hitsPerPage: DROPDOWN_HITS,
      });
      return sectionOutcome(c, hits);
    }),
  );
}

/** Share of cases whose hit opens at the right section. */
export function sectionShare(results: readonly SectionResult[]): number {
  return results.length === 0 ? 0 : results.filter((r) => r.outcome === 'section').length / results.length;
}
