/**
 * Page ranking of the local index. Every entry (a page's lead, with title,
 * keywords and description, and each h2/h3 section) is scored by MiniSearch's
 * BM25; a page scores the better of its lead and its best section, half the
 * other, and a share of its other sections, so words that stand together in
 * one section count for more than the same words spread over a page; overview
 * pages count for less, and a title holding two query words side by side for
 * more. Chosen by measurement (BENCHMARKS.md, decisions/).
 */
import type {SearchResult} from 'minisearch';
import type {ProductId} from '../../products';
import {terms} from '../text';
import {FIELD_BOOST, type LoadedShard} from './engine';
import {MATCH_WEIGHTS, entryPage, entryScore, searchQuery, searchText, synonymGroupOfTerm} from './query';

/** A page's sections other than its best count for this share of their score. */
const OTHER_SECTIONS_SHARE = 0.2;
/**
 * A page's lead and its best section are two views of one page that often
 * hold the same words (the title's words again in a heading): the better of
 * the two counts in full, the other for this share.
 */
const LESSER_OF_LEAD_AND_SECTION = 0.5;
/** Extra weight for a title that holds two query words side by side. */
const TITLE_PHRASE_BONUS = 0.3;
/** Hits scoring below this share of the best hit are noise from common words. */
const MIN_RELATIVE_SCORE = 0.1;

export interface RankedDoc {
  /** The page's position in the shard's `docs`. */
  readonly id: number;
  readonly score: number;
  /** Index terms of the page that matched (after prefix, typo and synonym expansion). */
  readonly matchedTerms: readonly string[];
}

/** 1 plus the bonus for a title that holds two adjacent query terms side by side. */
function titlePhraseBonus(title: readonly string[], queryTerms: readonly string[]): number {
  for (let i = 1; i < queryTerms.length; i += 1) {
    const at = title.indexOf(queryTerms[i - 1]);
    if (at !== -1 && title[at + 1] === queryTerms[i]) return 1 + TITLE_PHRASE_BONUS;
  }
  return 1;
}

/** A page's score from its lead's and its sections' scores. */
function pageScore(lead: number, sections: readonly number[]): number {
  const [best = 0, ...others] = [...sections].sort((a, b) => b - a);
  const rest = others.reduce((sum, score) => sum + score, 0);
  return (
    Math.max(lead, best) + LESSER_OF_LEAD_AND_SECTION * Math.min(lead, best) + OTHER_SECTIONS_SHARE * rest
  );
}

/**
 * Pages of a shard matching the text, best first; with `version`, only that
 * docs version's (before the relative-score cut, so another version's best
 * hit does not push this version's hits out).
 */
export function rank(shard: LoadedShard, text: string, version?: string, product?: ProductId): RankedDoc[] {
  const query = searchText(text, product ?? shard.product);
  if (query === '') return [];
  const queryTerms = [...new Set(terms(query))];
  const pages = shard.docs.length;
  const pageOf = entryPage(shard);
  const inVersion = (result: SearchResult): boolean =>
    shard.docs[pageOf(result.id as number)]?.version === version;
  const byPage = new Map<number, {lead: number; sections: number[]; terms: Set<string>}>();
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product, shard.vocabulary);
  for (const result of shard.index.search(searchQuery(query, product ?? shard.product, shard.vocabulary), {
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
    else entry.sections.push(score);
    result.terms.forEach((term) => entry.terms.add(term));
    byPage.set(page, entry);
  }
  const results = [...byPage].map(([id, entry]) => ({
    id,
    score:
      pageScore(entry.lead, entry.sections) *
      titlePhraseBonus(shard.titleTerms[id], queryTerms) *
      shard.pageWeights[id],
    matchedTerms: [...entry.terms],
  }));
  results.sort((a, b) => b.score - a.score);
  const best = results[0]?.score ?? 0;
  return results.filter((result) => result.score >= best * MIN_RELATIVE_SCORE);
}
