/**
 * What readers could not find: reads queries one per line (for example the
 * `search` events of the analytics data layer, exported), runs each through
 * the same search as the browser over the built site's local index, and
 * prints, grouped by product, the queries with no hit and those whose best
 * hit leaves words of the query unmatched.
 * Usage: `npm run search:gaps -- queries.txt [--product jet] [--dir build]`
 * A line is a query, or a product id, a tab and a query (`jet\tpartner billing`).
 * Blank lines and lines starting with `#` are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {PRODUCT_IDS, getProduct, isProductId, type ProductId} from '../src/products';
import {createSearchClient, type SearchClient} from '../src/search/client';
import {clampQuery} from '../src/search/format';
import {synonymsOf} from '../src/search/local/query';
import {queryWords, terms, toTerm} from '../src/search/text';
import type {SearchHit} from '../src/search/types';
import {buildFolderBackend} from '../plugins/search-index/fileSource';
import {INDEX_DIR} from '../plugins/search-index/paths';

const USAGE = 'Usage: npm run search:gaps -- <queries file> [--product <id>] [--dir build]';

/** A distinct query of the file and how often it occurs. */
export interface GapQuery {
  readonly query: string;
  /** The product searched; undefined: every product. */
  readonly product?: ProductId;
  readonly count: number;
}

/** The queries of a file's text, deduplicated (case and spacing ignored) with their counts, in order of first use. */
export function readQueryLines(text: string, product?: ProductId): GapQuery[] {
  const byKey = new Map<string, {query: string; product?: ProductId; count: number}>();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [first, ...rest] = line.split('\t');
    const head = first.trim();
    const lineProduct = rest.length > 0 && isProductId(head) ? head : undefined;
    const query = clampQuery((lineProduct ? rest.join(' ') : line).replace(/\s+/g, ' ').trim());
    if (query === '') continue;
    const scope = lineProduct ?? product;
    const key = JSON.stringify([scope, query.toLowerCase()]);
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, {query, ...(scope && {product: scope}), count: 1});
  }
  return [...byKey.values()];
}

/** Whether two terms differ by at most one letter (insertion, deletion or change). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Index terms of the words a hit marks as matching, in its title, section, headings and text. */
function markedTerms(hit: SearchHit): Set<string> {
  const {title, section, headings, content} = hit._highlightResult;
  const marked = new Set<string>();
  for (const value of [title, section, ...headings, content]) {
    for (const [, word] of value?.value.matchAll(/<mark>([^<]*)<\/mark>/g) ?? []) {
      const term = toTerm(word);
      if (term !== null) marked.add(term);
    }
  }
  return marked;
}

/**
 * The words of the query that the hit does not match: not as written, not as
 * the start of a longer word, not misspelt by one letter (five letters or
 * more, as the search forgives), and not through a synonym.
 */
export function unmatchedWords(query: string, hit: SearchHit, product?: ProductId): string[] {
  const marked = markedTerms(hit);
  const matches = (term: string): boolean =>
    [...marked].some(
      (m) =>
        m === term ||
        m.startsWith(term) ||
        term.startsWith(m) ||
        (term.length >= 5 && withinOneEdit(m, term)),
    );
  return queryWords(query).filter((word) => {
    const wordTerms = terms(word);
    if (wordTerms.length === 0 || wordTerms.every(matches)) return false;
    return !synonymsOf(word, product).some((synonym) => {
      const synonymTerms = terms(synonym);
      return synonymTerms.length > 0 && synonymTerms.every(matches);
    });
  });
}

/** A query readers could not (well) answer. */
export interface Gap extends GapQuery {
  /** `none`: no hit; `weak`: the best hit leaves words unmatched. */
  readonly kind: 'none' | 'weak';
  readonly best?: {readonly title: string; readonly url: string};
  readonly unmatched: readonly string[];
}

/** Runs each query and keeps those with no hit or a weak best hit. */
export async function findGaps(client: SearchClient, queries: readonly GapQuery[]): Promise<Gap[]> {
  const gaps: Gap[] = [];
  for (const entry of queries) {
    const response = await client.search({
      query: entry.query,
      product: entry.product,
      page: 0,
      hitsPerPage: 1,
    });
    const [best] = response.hits;
    if (!best) {
      gaps.push({...entry, kind: 'none', unmatched: queryWords(entry.query)});
      continue;
    }
    const unmatched = unmatchedWords(entry.query, best, entry.product ?? best.product);
    if (unmatched.length > 0)
      gaps.push({...entry, kind: 'weak', best: {title: best.title, url: best.url}, unmatched});
  }
  return gaps;
}

const times = (count: number): string => (count > 1 ? ` ×${count}` : '');

/** The report: one section per product (queries of every product last), no-hit queries first, most asked first. */
export function formatGaps(gaps: readonly Gap[], total: number): string {
  const lines = [`${gaps.length} of ${total} distinct queries need a writer's look.`];
  const groups: [string, Gap[]][] = [
    ...PRODUCT_IDS.map((id): [string, Gap[]] => [
      getProduct(id).name,
      gaps.filter((gap) => gap.product === id),
    ]),
    ['Every product', gaps.filter((gap) => gap.product === undefined)],
  ];
  for (const [name, group] of groups) {
    if (group.length === 0) continue;
    lines.push('', `## ${name}`);
    const sorted = [...group].sort((a, b) =>
      a.kind === b.kind ? b.count - a.count : a.kind === 'none' ? -1 : 1,
    );
    for (const gap of sorted) {
      lines.push(
        gap.kind === 'none' || !gap.best
          ? `- no hit: "${gap.query}"${times(gap.count)}`
          : `- weak: "${gap.query}"${times(gap.count)}: best hit ${gap.best.title} (${gap.best.url}) lacks ${gap.unmatched.map((word) => `"${word}"`).join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const {values: options, positionals} = parseArgs({
    options: {product: {type: 'string'}, dir: {type: 'string', default: 'build'}},
    allowPositionals: true,
  });
  const [file] = positionals;
  if (file === undefined) throw new Error(`Give the file of queries.\n${USAGE}`);
  if (options.product !== undefined && !isProductId(options.product)) {
    throw new Error(`Unknown product "${options.product}". Products: ${PRODUCT_IDS.join(', ')}.`);
  }
  if (!fs.existsSync(file)) throw new Error(`No file "${file}".\n${USAGE}`);
  if (!fs.existsSync(path.join(options.dir, INDEX_DIR))) {
    throw new Error(`No search index in "${options.dir}". Run \`npm run build\` first.`);
  }
  const queries = readQueryLines(
    fs.readFileSync(file, 'utf8'),
    isProductId(options.product) ? options.product : undefined,
  );
  const client = createSearchClient(buildFolderBackend(options.dir));
  console.log(formatGaps(await findGaps(client, queries), queries.length));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
