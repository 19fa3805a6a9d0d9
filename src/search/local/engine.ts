/**
 * The local search engine: a MiniSearch (BM25) index per product over the
 * sections of each page (its lead, with title, keywords and description, and
 * each h2/h3 with the text under it), chosen by measurement (see
 * BENCHMARKS.md). A page scores the better of its lead and its best section,
 * half the other, and a share of its other sections, so words that stand
 * together in one section count for more than the same words spread over a
 * page; overview pages count for less. A hit opens where the page answers
 * (`openings`): at its section that scores above its lead on their own text,
 * else at the top. Queries match any of their
 * words (question words such as "how do I" dropped), synonyms from
 * `../synonyms` at a lower weight, the last word also as a prefix (search as
 * you type), words of 5+ letters also with one typo, and adjacent words also
 * run together (`back up` finds `backup`).
 */
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchResult} from 'minisearch';
import {getProduct, type ProductId} from '../../products';
import type {SearchRecord} from '../types';
import {synonymGroups} from '../synonyms';
import {joinedPairs, queryWords, terms, toTerm, words} from '../text';

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

/** A page's sections other than its best count for this share of their score. */
const OTHER_SECTIONS_SHARE = 0.2;
/**
 * A page's lead and its best section are two views of one page that often
 * hold the same words (the title's words again in a heading): the better of
 * the two counts in full, the other for this share.
 */
const LESSER_OF_LEAD_AND_SECTION = 0.5;
/**
 * Where a hit opens, query words the page's title holds count for this share:
 * every section sits under the title, so they tell its sections apart little.
 */
const TITLE_WORD_FOR_OPENING = 0.2;
/** Synonyms of the query's words count for this share of the words themselves. */
const SYNONYM_WEIGHT = 0.6;
/**
 * MiniSearch multiplies an entry's score by the number of query words it
 * matches; a further word of the same synonym group (`cli` next to `command
 * line`) counts for this share of a word, as it adds little new.
 */
const SAME_GROUP_WORD = 0.6;
/**
 * Overview pages and a product's home page touch on every task of their part
 * of the docs in a few words each: they count for this share, so the page
 * that covers a task in full ranks above the overview that names it.
 */
const HUB_PAGE_WEIGHT = 0.8;
/** Extra weight for a title that holds two query words side by side. */
const TITLE_PHRASE_BONUS = 0.3;

/** Hits scoring below this share of the best hit are noise from common words. */
const MIN_RELATIVE_SCORE = 0.1;
/** Fuzzy and prefix matches count for less than exact ones. */
const MATCH_WEIGHTS = {fuzzy: 0.2, prefix: 0.4};
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
  return {
    product: shard.product,
    docs,
    sections: shard.sections,
    index: MiniSearch.loadJS<IndexedFields>(shard.index as AsPlainObject, INDEX_OPTIONS),
    titleTerms: docs.map((doc) => terms(doc.title)),
    pageWeights: docs.map((doc) => pageWeight(doc.path)),
  };
}

/** A matching section of a ranked page. */
export interface RankedSection {
  /** Position in the shard's `sections`. */
  readonly section: number;
  readonly score: number;
}

export interface RankedDoc {
  /** The page's position in the shard's `docs`. */
  readonly id: number;
  readonly score: number;
  /** Index terms of the page that matched (after prefix, typo and synonym expansion). */
  readonly matchedTerms: readonly string[];
  /** The page's matching sections, best first. */
  readonly sections: readonly RankedSection[];
}

/** Each synonym group's entries as index terms (` term term `), worked out once per product. */
const SYNONYM_KEYS = new Map<string, {entry: string; key: string}[][]>();

function synonymKeys(product?: ProductId): {entry: string; key: string}[][] {
  const scope = product ?? 'all products';
  let keys = SYNONYM_KEYS.get(scope);
  if (!keys) {
    keys = synonymGroups(product).map((group) =>
      group.map((entry) => ({entry, key: ` ${terms(entry).join(' ')} `})),
    );
    SYNONYM_KEYS.set(scope, keys);
  }
  return keys;
}

/** The other entries of the synonym groups the query's words or phrases belong to. */
export function synonymsOf(text: string, product?: ProductId): string[] {
  const query = ` ${terms(text).join(' ')} `;
  const extra = new Set<string>();
  for (const entries of synonymKeys(product)) {
    if (!entries.some(({key}) => key.trim() !== '' && query.includes(key))) continue;
    for (const {entry, key} of entries) if (!query.includes(key)) extra.add(entry);
  }
  return [...extra];
}

/**
 * Each index term of the synonym groups the query touches, mapped to one name
 * for its group (`#3`), so that a word and its synonyms count as one word.
 */
export function synonymGroupOfTerm(text: string, product?: ProductId): Map<string, string> {
  const query = ` ${terms(text).join(' ')} `;
  const groups = new Map<string, string>();
  synonymKeys(product).forEach((entries, group) => {
    if (!entries.some(({key}) => key.trim() !== '' && query.includes(key))) return;
    for (const {key} of entries)
      for (const term of key.trim().split(' ')) if (term !== '') groups.set(term, `#${group}`);
  });
  return groups;
}

/**
 * How many query words an entry matched, for MiniSearch's multiplier: each
 * synonym group counts as one word, further words of the group as a share.
 */
export function matchedWordCount(
  queryTerms: readonly string[],
  groupOf: ReadonlyMap<string, string>,
): number {
  const distinct = new Set(queryTerms.map((term) => groupOf.get(term) ?? term)).size;
  return distinct + SAME_GROUP_WORD * (queryTerms.length - distinct);
}

function searchQuery(text: string, product?: ProductId): Query {
  const main: Query = {
    queries: [text],
    // A one-letter prefix matches hundreds of words and tells nothing: wait for the second letter.
    prefix: (term, index, all) => index === all.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
  };
  const extra: Query[] = [];
  const pairs = joinedPairs(text);
  if (pairs.length > 0) extra.push({queries: pairs});
  const synonyms = synonymsOf(text, product);
  if (synonyms.length > 0) extra.push({queries: synonyms, boostTerm: () => SYNONYM_WEIGHT});
  return extra.length === 0 ? main : {combineWith: 'OR', queries: [main, ...extra]};
}

/**
 * The query without the name of the product searched ("flight deck" in a
 * Flight Deck search matches every page that names the product and tells
 * nothing), unless nothing else is left.
 */
export function withoutProductName(query: string, product: ProductId): string {
  const name = getProduct(product).name.toLowerCase().split(/\s+/).join('\\s+');
  const rest = query
    .replace(new RegExp(`(^|\\s)${name}(?=\\s|$)`, 'gi'), ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return rest === '' ? query : rest;
}

/** 1 plus the bonus for a title that holds two adjacent query terms side by side. */
function titlePhraseBonus(title: readonly string[], queryTerms: readonly string[]): number {
  for (let i = 1; i < queryTerms.length; i += 1) {
    const at = title.indexOf(queryTerms[i - 1]);
    if (at !== -1 && title[at + 1] === queryTerms[i]) return 1 + TITLE_PHRASE_BONUS;
  }
  return 1;
}

/**
 * Pages of a shard matching the text, best first, each with its matching
 * sections; with `version`, only that docs version's (before the
 * relative-score cut, so another version's best hit does not push this
 * version's hits out).
 */
export function rank(shard: LoadedShard, text: string, version?: string, product?: ProductId): RankedDoc[] {
  const query = withoutProductName(queryWords(text).join(' '), product ?? shard.product);
  if (query === '') return [];
  const queryTerms = [...new Set(terms(query))];
  const pages = shard.docs.length;
  const pageOf = entryPage(shard);
  const inVersion = (result: SearchResult): boolean =>
    shard.docs[pageOf(result.id as number)]?.version === version;
  const byPage = new Map<number, {lead: number; sections: RankedSection[]; terms: Set<string>}>();
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product);
  for (const result of shard.index.search(searchQuery(query, product ?? shard.product), {
    boost: FIELD_BOOST,
    combineWith: 'OR',
    weights: MATCH_WEIGHTS,
    ...(version !== undefined && {filter: inVersion}),
  })) {
    const id = result.id as number;
    const page = pageOf(id);
    if (page === -1) continue;
    const score = entryScore(result, groupOf);
    const entry = byPage.get(page) ?? {lead: 0, sections: [], terms: new Set<string>()};
    if (id < pages) entry.lead = score;
    else entry.sections.push({section: id - pages, score});
    result.terms.forEach((term) => entry.terms.add(term));
    byPage.set(page, entry);
  }
  const results = [...byPage].map(([id, entry]) => {
    const sections = entry.sections.sort((a, b) => b.score - a.score);
    const best = sections[0]?.score ?? 0;
    const others = sections.slice(1).reduce((sum, section) => sum + section.score, 0);
    const score =
      (Math.max(entry.lead, best) +
        LESSER_OF_LEAD_AND_SECTION * Math.min(entry.lead, best) +
        OTHER_SECTIONS_SHARE * others) *
      titlePhraseBonus(shard.titleTerms[id], queryTerms) *
      shard.pageWeights[id];
    return {id, score, matchedTerms: [...entry.terms], sections};
  });
  results.sort((a, b) => b.score - a.score);
  const best = results[0]?.score ?? 0;
  return results.filter((result) => result.score >= best * MIN_RELATIVE_SCORE);
}

/**
 * Where hits on these pages open: for each page with a section that answers
 * better than its lead, that section's position in the shard's `sections`;
 * pages left out open at the top. Lead and sections compete on their own text
 * (headings and body; not the title, keywords and description, which say what
 * the whole page is about), as Algolia's records, which all carry the page's
 * fields, compete for `distinct`. A section must match a query word the title
 * does not hold, so a query that names the page opens it at the top.
 */
export function openings(
  shard: LoadedShard,
  text: string,
  pages: readonly number[],
  product?: ProductId,
): Map<number, number> {
  const query = withoutProductName(queryWords(text).join(' '), product ?? shard.product);
  const opened = new Map<number, number>();
  if (query === '' || pages.length === 0) return opened;
  const pageOf = entryPage(shard);
  const titles = new Map(pages.map((page) => [page, shard.titleTerms[page]]));
  const typing = terms(query).at(-1);
  // The word being typed counts as the title's when a title word starts with it.
  const inTitle = (page: number, term: string): boolean =>
    titles.get(page)?.some((word) => word === term || (term === typing && word.startsWith(term))) ?? false;
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product);
  const best = new Map<number, {lead: number; section: number; score: number}>();
  for (const result of shard.index.search(searchQuery(query, product ?? shard.product), {
    fields: ['headings', 'content'],
    boost: FIELD_BOOST,
    combineWith: 'OR',
    weights: MATCH_WEIGHTS,
    boostDocument: (id, term) => {
      const page = pageOf(id as number);
      return !titles.has(page) ? 0 : inTitle(page, term) ? TITLE_WORD_FOR_OPENING : 1;
    },
  })) {
    const id = result.id as number;
    const page = pageOf(id);
    const score = entryScore(result, groupOf);
    const entry = best.get(page) ?? {lead: 0, section: -1, score: 0};
    if (id < shard.docs.length) entry.lead = score;
    else if (score > entry.score && result.queryTerms.some((term) => !inTitle(page, term))) {
      Object.assign(entry, {section: id - shard.docs.length, score});
    }
    best.set(page, entry);
  }
  for (const [page, {lead, section, score}] of best)
    if (section !== -1 && score > lead) opened.set(page, section);
  return opened;
}

/** The page of each index entry (a lead's id is its page; -1 for none). */
function entryPage(shard: LoadedShard): (id: number) => number {
  const pages = shard.docs.length;
  return (id) => (id < pages ? id : (shard.sections[id - pages]?.page ?? -1));
}

/** An entry's score with MiniSearch's matched-word multiplier counting a synonym group as one word. */
function entryScore(result: SearchResult, groupOf: ReadonlyMap<string, string>): number {
  return (
    (result.score / Math.max(1, result.queryTerms.length)) * matchedWordCount(result.queryTerms, groupOf)
  );
}
