/**
 * The local search index: a MiniSearch (BM25) index per product and docs
 * version over the sections of each page (its lead, with title, keywords and
 * description, and each h2/h3 with the text under it), chosen by measurement
 * (see BENCHMARKS.md); the shard file the build writes and the browser loads.
 * Ranking is in `./rank`, where a hit opens in `./openings`, how a query is
 * read in `./query`.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import type {ProductId} from '../../products';
import type {SearchRecord} from '../types';
import {toTerm, terms, words} from '../text';

export const FIELDS = ['title', 'headings', 'keywords', 'description', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** Title over headings over keywords and description (the writers' own search hints) over body. */
export const FIELD_BOOST: Readonly<Record<Field, number>> = {
  title: 3,
  headings: 2.5,
  keywords: 2,
  description: 1.5,
  content: 1,
};

/**
 * Overview pages and a product's home page touch on every task of their part
 * of the docs in a few words each: they count for this share, so the page
 * that covers a task in full ranks above the overview that names it.
 */
const HUB_PAGE_WEIGHT = 0.8;
const SHARD_FORMAT = 2;

/** What a hit shows of its page before the body text is loaded. */
export interface ShardDoc {
  readonly path: string;
  readonly title: string;
  readonly headings: readonly string[];
  readonly version: string;
}

/** A section of a page: `page` is the page's position in `docs`. */
export interface ShardSection {
  readonly page: number;
  readonly anchor: string;
  readonly heading: string;
  readonly parent?: string;
}

/**
 * One product's index file: pages and sections by position, and the
 * serialized index. Index entry `i < docs.length` is page `i`'s lead; entry
 * `docs.length + j` is section `j`. Body texts are stored by entry.
 */
export interface Shard {
  readonly format: typeof SHARD_FORMAT;
  readonly product: ProductId;
  readonly docs: readonly ShardDoc[];
  readonly sections: readonly ShardSection[];
  readonly index: AsPlainObject;
}

export interface IndexedFields {
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

/**
 * The index with each field's average length taken over the entries that have
 * the field: leads have no headings and sections no title, and MiniSearch's
 * average over all entries would make every title look several times longer
 * than usual to BM25 and so weigh short and long titles very differently.
 */
function withFieldAverages(index: AsPlainObject, entries: readonly IndexedFields[]): AsPlainObject {
  const averageFieldLength = FIELDS.map((field) => {
    const lengths = entries.map((entry) => new Set(words(entry[field])).size).filter((length) => length > 0);
    return lengths.length === 0 ? 0 : lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  });
  return {...index, averageFieldLength};
}

/** Each page's body texts, the file snippets are cut from: its lead, then each of its sections' text. */
export function pageTexts(records: readonly SearchRecord[]): string[][] {
  return records.map((record) => [
    record.lead ?? record.content,
    ...(record.sections ?? []).map((section) => section.content),
  ]);
}

export function buildShard(product: ProductId, records: readonly SearchRecord[]): Shard {
  const index = new MiniSearch<IndexedFields>(INDEX_OPTIONS);
  const leads = records.map((record, id) => ({
    id,
    title: record.title,
    headings: '',
    keywords: record.keywords.join('\n'),
    description: record.description,
    content: record.lead ?? record.content,
  }));
  const sections: ShardSection[] = records.flatMap((record, page) =>
    (record.sections ?? []).map(({anchor, heading, parent}) => ({
      page,
      anchor,
      heading,
      ...(parent !== undefined && {parent}),
    })),
  );
  const sectionTexts = pageTexts(records).flatMap(([, ...sections]) => sections);
  const entries: IndexedFields[] = [
    ...leads,
    ...sections.map((section, i) => ({
      id: records.length + i,
      title: '',
      headings: section.parent ? `${section.heading}\n${section.parent}` : section.heading,
      keywords: '',
      description: '',
      content: sectionTexts[i],
    })),
  ];
  index.addAll(entries);
  return {
    format: SHARD_FORMAT,
    product,
    docs: records.map(({path, title, headings, version}) => ({path, title, headings, version})),
    sections,
    index: withFieldAverages(index.toJSON(), entries),
  };
}

/** A loaded shard, ready to query. */
export interface LoadedShard {
  readonly product: ProductId;
  readonly docs: readonly ShardDoc[];
  readonly sections: readonly ShardSection[];
  readonly index: MiniSearch<IndexedFields>;
  /** Index terms of each page title, in order. */
  readonly titleTerms: readonly (readonly string[])[];
  /** Weight of each page's score: lower for overview pages (`HUB_PAGE_WEIGHT`). */
  readonly pageWeights: readonly number[];
  /** Every index term, with the number of entries that hold it. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /** Index terms of each section's heading and of the h2 above it. */
  readonly headingTerms: readonly (readonly string[])[];
  /** Each section's place among its page's sections, from 0. */
  readonly sectionPositions: readonly number[];
  /** Number of distinct words of each entry's body text, by entry id. */
  readonly bodyLengths: readonly number[];
}

/** Each section's place among its page's sections (sections are stored page by page, in order). */
function positionsInPage(sections: readonly ShardSection[]): number[] {
  const positions: number[] = [];
  sections.forEach((section, j) => {
    positions.push(j > 0 && sections[j - 1].page === section.page ? positions[j - 1] + 1 : 0);
  });
  return positions;
}

/** Each entry's body length as the index counted it, by entry id. */
function bodyLengthsOf(index: AsPlainObject): number[] {
  const body = index.fieldIds.content;
  const lengths: number[] = [];
  for (const [shortId, id] of Object.entries(index.documentIds))
    lengths[id as number] = index.fieldLength[shortId]?.[body] ?? 0;
  return lengths;
}

/** Each index term of a serialized index with the number of entries (in any field) that hold it. */
function vocabularyOf(index: AsPlainObject): Map<string, number> {
  return new Map(
    index.index.map(([term, fields]) => {
      const entries = new Set<string>();
      for (const postings of Object.values(fields)) for (const id of Object.keys(postings)) entries.add(id);
      return [term, entries.size];
    }),
  );
}

/** An overview page (`…/overview/`) or a product's home page (`/jet/`, `/jet/3.4/`). */
export function isHubPage(path: string): boolean {
  return /\/overview\/$/.test(path) || /^\/[^/]+\/(?:\d[^/]*\/)?$/.test(path);
}

/** What a page's score counts for in the ranking (Algolia gets it as `pageWeight` for its custom ranking). */
export function pageWeight(path: string): number {
  return isHubPage(path) ? HUB_PAGE_WEIGHT : 1;
}

/** Checks a fetched shard's shape; throws on anything else. */
export function loadShard(data: unknown): LoadedShard {
  const shard = data as Partial<Shard> | null;
  if (
    typeof shard !== 'object' ||
    shard === null ||
    shard.format !== SHARD_FORMAT ||
    !Array.isArray(shard.docs) ||
    !Array.isArray(shard.sections) ||
    typeof shard.index !== 'object' ||
    typeof shard.product !== 'string'
  ) {
    throw new Error('not a search index shard');
  }
  const docs: readonly ShardDoc[] = shard.docs;
  const sections: readonly ShardSection[] = shard.sections;
  return {
    product: shard.product,
    docs,
    sections: shard.sections,
    index: MiniSearch.loadJS<IndexedFields>(shard.index as AsPlainObject, INDEX_OPTIONS),
    titleTerms: docs.map((doc) => terms(doc.title)),
    pageWeights: docs.map((doc) => pageWeight(doc.path)),
    vocabulary: vocabularyOf(shard.index as AsPlainObject),
    headingTerms: sections.map(({heading, parent}) => terms(parent ? `${heading} ${parent}` : heading)),
    sectionPositions: positionsInPage(sections),
    bodyLengths: bodyLengthsOf(shard.index as AsPlainObject),
  };
}
