/**
 * How the local index reads a query: question words and the product's own
 * name dropped, the query's words matched with synonyms from `../synonyms` at
 * a lower weight, the last word also as a prefix (search as you type), words
 * of 5+ letters also with one typo, adjacent words also run together
 * (`back up` finds `backup`); and how an index entry's score counts the words
 * it matched. Shared by the ranking (`./rank`) and the choice of where a hit
 * opens (`./openings`).
 */
import type {Query, SearchResult} from 'minisearch';
import {getProduct, type ProductId} from '../../products';
import {synonymGroups} from '../synonyms';
import {joinedPairs, queryWords, terms, toTerm} from '../text';
import {compoundsOf} from './compounds';
import type {LoadedShard} from './engine';

/** Synonyms of the query's words count for this share of the words themselves. */
const SYNONYM_WEIGHT = 0.6;
/**
 * MiniSearch multiplies an entry's score by the number of query words it
 * matches; a further word of the same synonym group (`cli` next to `command
 * line`) counts for this share of a word, as it adds little new.
 */
const SAME_GROUP_WORD = 0.6;
/** Fuzzy and prefix matches count for less than exact ones. */
export const MATCH_WEIGHTS = {fuzzy: 0.2, prefix: 0.4};

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
export function synonymGroupOfTerm(
  text: string,
  product?: ProductId,
  vocabulary: ReadonlyMap<string, number> = new Map(),
): Map<string, string> {
  const query = ` ${terms(text).join(' ')} `;
  const groups = new Map<string, string>();
  // The two parts of a word written as one count as that one word.
  for (const {word, parts} of compoundsOf(text, vocabulary))
    for (const part of parts) groups.set(toTerm(part) ?? part, `=${word}`);
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

/**
 * The MiniSearch query for a search text: its words, adjacent pairs run
 * together, words written as one split in two where the index (`vocabulary`)
 * holds the parts and not the word, and synonyms.
 */
export function searchQuery(
  text: string,
  product?: ProductId,
  vocabulary: ReadonlyMap<string, number> = new Map(),
): Query {
  const main: Query = {
    queries: [text],
    // A one-letter prefix matches hundreds of words and tells nothing: wait for the second letter.
    prefix: (term, index, all) => index === all.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
  };
  const extra: Query[] = [];
  const pairs = joinedPairs(text);
  if (pairs.length > 0) extra.push({queries: pairs});
  for (const {parts} of compoundsOf(text, vocabulary))
    extra.push({queries: [parts.join(' ')], combineWith: 'AND'});
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

/** What the index is asked for a reader's text: no question words, no product name. */
export function searchText(text: string, product: ProductId): string {
  return withoutProductName(queryWords(text).join(' '), product);
}

/** The page of each index entry (a lead's id is its page; -1 for none). */
export function entryPage(shard: LoadedShard): (id: number) => number {
  const pages = shard.docs.length;
  return (id) => (id < pages ? id : (shard.sections[id - pages]?.page ?? -1));
}

/** An entry's score with MiniSearch's matched-word multiplier counting a synonym group as one word. */
export function entryScore(result: SearchResult, groupOf: ReadonlyMap<string, string>): number {
  return (
    (result.score / Math.max(1, result.queryTerms.length)) * matchedWordCount(result.queryTerms, groupOf)
  );
}
