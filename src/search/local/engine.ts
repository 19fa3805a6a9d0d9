/**
 * The local search engine: a MiniSearch (BM25) index per product over title,
 * headings, keywords, description and body text, chosen by measurement (see
 * BENCHMARKS.md). Queries match any of their words, the last word also as a
 * prefix (search as you type), words of 5+ letters also with one typo, and
 * adjacent words also run together (`back up` finds `backup`).
 */
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchResult} from 'minisearch';
import type {ProductId} from '../../products';
import type {SearchRecord} from '../types';
import {joinedPairs, terms, toTerm, words} from '../text';

export const FIELDS = ['title', 'headings', 'keywords', 'description', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** Title over headings over body; keywords and description are the writers' own search hints. */
export const FIELD_BOOST: Readonly<Record<Field, number>> = {
  title: 3,
  headings: 2,
  keywords: 3,
  description: 1.5,
  content: 1,
};

/** Extra weight for a heading that holds the whole query (see `headingBonus`). */
const HEADING_BONUS = 1;
/** Hits scoring below this share of the best hit are noise from common words. */
const MIN_RELATIVE_SCORE = 0.1;
/** Fuzzy and prefix matches count for less than exact ones. */
const MATCH_WEIGHTS = {fuzzy: 0.2, prefix: 0.4};
const SHARD_FORMAT = 1;

/** What a hit shows before its body text is loaded. */
export interface ShardDoc {
  readonly path: string;
  readonly title: string;
  readonly headings: readonly string[];
  readonly version: string;
}

/** One product's index file: documents by id (their position) and the serialized index. */
export interface Shard {
  readonly format: typeof SHARD_FORMAT;
  readonly product: ProductId;
  readonly docs: readonly ShardDoc[];
  readonly index: AsPlainObject;
}

interface IndexedFields {
  readonly id: number;
  readonly title: string;
  readonly headings: string;
  readonly keywords: string;
  readonly description: string;
  readonly content: string;
}

const INDEX_OPTIONS: Options<IndexedFields> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize: (text) => words(text),
  processTerm: (term) => toTerm(term),
};

export function buildShard(product: ProductId, records: readonly SearchRecord[]): Shard {
  const index = new MiniSearch<IndexedFields>(INDEX_OPTIONS);
  index.addAll(
    records.map((record, id) => ({
      id,
      title: record.title,
      headings: record.headings.join('\n'),
      keywords: record.keywords.join('\n'),
      description: record.description,
      content: record.content,
    })),
  );
  return {
    format: SHARD_FORMAT,
    product,
    docs: records.map(({path, title, headings, version}) => ({path, title, headings, version})),
    index: index.toJSON(),
  };
}

/** A loaded shard, ready to query. */
export interface LoadedShard {
  readonly product: ProductId;
  readonly docs: readonly ShardDoc[];
  readonly index: MiniSearch<IndexedFields>;
  /** Index terms of each heading of each document, worked out once at load. */
  readonly headingTerms: readonly (readonly ReadonlySet<string>[])[];
}

/** Checks a fetched shard's shape; throws on anything else. */
export function loadShard(data: unknown): LoadedShard {
  const shard = data as Partial<Shard> | null;
  if (
    typeof shard !== 'object' ||
    shard === null ||
    shard.format !== SHARD_FORMAT ||
    !Array.isArray(shard.docs) ||
    typeof shard.index !== 'object' ||
    typeof shard.product !== 'string'
  ) {
    throw new Error('not a search index shard');
  }
  const docs: readonly ShardDoc[] = shard.docs;
  return {
    product: shard.product,
    docs,
    index: MiniSearch.loadJS<IndexedFields>(shard.index as AsPlainObject, INDEX_OPTIONS),
    headingTerms: docs.map((doc) => doc.headings.map((heading) => new Set(terms(heading)))),
  };
}

export interface RankedDoc {
  readonly id: number;
  readonly score: number;
  /** Index terms of the document that matched (after prefix and typo expansion). */
  readonly matchedTerms: readonly string[];
}

function searchQuery(text: string): Query {
  const main: Query = {
    queries: [text],
    // A one-letter prefix matches hundreds of words and tells nothing: wait for the second letter.
    prefix: (term, index, all) => index === all.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
  };
  const pairs = joinedPairs(text);
  return pairs.length === 0 ? main : {combineWith: 'OR', queries: [main, {queries: pairs}]};
}

/**
 * Share of the query's terms that one line (a heading, as its index terms)
 * holds; the last query term also matches as a prefix.
 */
export function lineCoverage(lineTerms: ReadonlySet<string>, queryTerms: readonly string[]): number {
  if (queryTerms.length === 0) return 0;
  const last = queryTerms.length - 1;
  let covered = 0;
  queryTerms.forEach((term, i) => {
    if (lineTerms.has(term) || (i === last && [...lineTerms].some((t) => t.startsWith(term)))) covered += 1;
  });
  return covered / queryTerms.length;
}

/**
 * BM25 sees all headings of a page as one bag of words; a single heading that
 * holds most of the query is a strong sign of the right page. (The title needs
 * no such bonus: its field boost already covers it, and measuring showed one
 * made ranking worse.)
 */
function headingBonus(headings: readonly ReadonlySet<string>[], queryTerms: readonly string[]): number {
  let best = 0;
  for (const heading of headings) best = Math.max(best, lineCoverage(heading, queryTerms));
  return 1 + HEADING_BONUS * best ** 2;
}

/**
 * Documents of a shard matching the text, best first; with `version`, only
 * that docs version's (before the relative-score cut, so another version's
 * best hit does not push this version's hits out).
 */
export function rank(shard: LoadedShard, text: string, version?: string): RankedDoc[] {
  if (text.trim() === '') return [];
  const queryTerms = [...new Set(terms(text))];
  const inVersion = (result: SearchResult): boolean => shard.docs[result.id as number]?.version === version;
  const results = shard.index
    .search(searchQuery(text), {
      boost: FIELD_BOOST,
      combineWith: 'OR',
      weights: MATCH_WEIGHTS,
      ...(version !== undefined && {filter: inVersion}),
    })
    .map((result) => ({
      id: result.id as number,
      score: result.score * headingBonus(shard.headingTerms[result.id as number], queryTerms),
      matchedTerms: result.terms,
    }))
    .sort((a, b) => b.score - a.score);
  const best = results[0]?.score ?? 0;
  return results.filter((result) => result.score >= best * MIN_RELATIVE_SCORE);
}
