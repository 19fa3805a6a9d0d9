/**
 * Page ranking of the local index. Every entry (a page's lead, with title,
 * keywords and description, and each h2/h3 section) is scored by MiniSearch's
 * BM25; each page matched gets the features of `PAGE_FEATURES` (its lead's,
 * best section's and other sections' scores, how much of the query its title,
 * best heading, keywords and description hold, …), and pages are ordered by
 * those features weighted as `rankingWeights.json` says: weights fitted on the
 * tuned query sets by `npm run search:fit` (`scripts/search-fit.ts`). Which
 * pages are hits at all is as before: a page scores the better of its lead
 * and its best section, half the other, and a share of its other sections,
 * and pages far below the best are noise.
 */
import type {SearchResult} from 'minisearch';
import type {ProductId} from '../../products';
import {terms} from '../text';
import {FIELD_BOOST, type LoadedShard} from './engine';
import {MATCH_WEIGHTS, entryPage, entryScore, searchQuery, searchText, synonymGroupOfTerm} from './query';
import WEIGHTS from './rankingWeights.json';

/** A page's sections other than its best count for this share of their score. */
const OTHER_SECTIONS_SHARE = 0.2;
/**
 * A page's lead and its best section are two views of one page that often
 * hold the same words (the title's words again in a heading): the better of
 * the two counts in full, the other for this share.
 */
const LESSER_OF_LEAD_AND_SECTION = 0.5;
/** Hits scoring below this share of the best hit are noise from common words. */
const MIN_RELATIVE_SCORE = 0.1;

/** What the ranking knows of a page matched by a query, in the order of the weights. */
export const PAGE_FEATURES = [
  /**
   * log of the page's match score: the better of its lead and best section,
   * half the other and a share of its other sections, times its page weight
   * (the ranking before the weights were fitted: weight 1, the rest 0 but
   * `titlePhrase`).
   */
  'match',
  /** log(1 + the lead's score): title, keywords, description and the text before the first heading. */
  'lead',
  /** log(1 + the best section's score). */
  'bestSection',
  /** log(1 + the other matching sections' scores added up). */
  'otherSections',
  /** 1 when the title holds two query words side by side. */
  'titlePhrase',
  /** 1 for an overview page or a product's home page. */
  'hub',
  /** Share of the query's words (a synonym group counting as one) that the title holds. */
  'titleOverlap',
  /** Share of the query's words that the best section's heading (and the h2 above it) holds. */
  'headingOverlap',
  /** Share of the query's words that the page holds anywhere. */
  'coverage',
  /** Share of the query's words found in the page's keywords or description. */
  'keywordsOverlap',
  /** log(1 + the number of words of the best section's body). */
  'sectionLength',
  /** log(1 + the best section's place among the page's sections). */
  'sectionPosition',
  /** 1 when the best section's heading holds two query words side by side. */
  'headingPhrase',
] as const;

export type PageFeature = (typeof PAGE_FEATURES)[number];

export interface RankedDoc {
  /** The page's position in the shard's `docs`. */
  readonly id: number;
  readonly score: number;
  /** Index terms of the page that matched (after prefix, typo and synonym expansion). */
  readonly matchedTerms: readonly string[];
}

/** A page matched by a query, before ordering: its features and the score that decides whether it is a hit. */
export interface PageCandidate {
  readonly id: number;
  /** Values of `PAGE_FEATURES`, in order. */
  readonly features: readonly number[];
  /** The better of lead and best section, half the other, a share of the rest, times the page weight. */
  readonly matchScore: number;
  readonly matchedTerms: readonly string[];
}

/** True when `line` holds two adjacent query terms side by side. */
function holdsPhrase(line: readonly string[], queryTerms: readonly string[]): boolean {
  for (let i = 1; i < queryTerms.length; i += 1) {
    const at = line.indexOf(queryTerms[i - 1]);
    if (at !== -1 && line[at + 1] === queryTerms[i]) return true;
  }
  return false;
}

/** Share of `groups` (the query's words, a synonym group as one) that some term of `held` stands for. */
function overlap(
  groups: ReadonlySet<string>,
  held: Iterable<string>,
  groupOf: ReadonlyMap<string, string>,
): number {
  if (groups.size === 0) return 0;
  const found = new Set<string>();
  for (const term of held) {
    const group = groupOf.get(term) ?? term;
    if (groups.has(group)) found.add(group);
  }
  return found.size / groups.size;
}

/** A page's score as a weighted sum of its features (a log score: only the order matters). */
export function weightedScore(features: readonly number[], weights: readonly number[]): number {
  return features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0);
}

interface PageMatches {
  lead?: SearchResult;
  sections: {result: SearchResult; score: number; section: number}[];
  leadScore: number;
  terms: Set<string>;
  queryTerms: Set<string>;
}

/**
 * Pages of a shard matching the text, with their features (with `weights`,
 * those weighted 0 left at 0); with `version`, only that docs version's (before the relative-score cut, so another
 * version's best hit does not push this version's hits out).
 */
export function pageCandidates(
  shard: LoadedShard,
  text: string,
  version?: string,
  product?: ProductId,
  weights?: readonly number[],
): PageCandidate[] {
  const query = searchText(text, product ?? shard.product);
  if (query === '') return [];
  const queryTerms = [...new Set(terms(query))];
  const pages = shard.docs.length;
  const pageOf = entryPage(shard);
  const inVersion = (result: SearchResult): boolean =>
    shard.docs[pageOf(result.id as number)]?.version === version;
  const byPage = new Map<number, PageMatches>();
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product, shard.vocabulary);
  const groups = new Set(queryTerms.map((term) => groupOf.get(term) ?? term));
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
    const entry: PageMatches = byPage.get(page) ?? {
      sections: [],
      leadScore: 0,
      terms: new Set<string>(),
      queryTerms: new Set<string>(),
    };
    if (id < pages) [entry.lead, entry.leadScore] = [result, score];
    else entry.sections.push({result, score, section: id - pages});
    result.terms.forEach((term) => entry.terms.add(term));
    result.queryTerms.forEach((term) => entry.queryTerms.add(term));
    byPage.set(page, entry);
  }
  const results = [...byPage].map(([id, entry]): PageCandidate => {
    const sections = [...entry.sections].sort((a, b) => b.score - a.score);
    const [best, ...others] = sections;
    const bestScore = best?.score ?? 0;
    const rest = others.reduce((sum, s) => sum + s.score, 0);
    const lead = entry.leadScore;
    const keywordTerms = (): string[] =>
      Object.entries(entry.lead?.match ?? {})
        .filter(([, fields]) => fields.includes('keywords') || fields.includes('description'))
        .map(([term]) => term);
    const matchScore =
      (Math.max(lead, bestScore) +
        LESSER_OF_LEAD_AND_SECTION * Math.min(lead, bestScore) +
        OTHER_SECTIONS_SHARE * rest) *
      shard.pageWeights[id];
    const features: Record<PageFeature, () => number> = {
      match: () => Math.log(Math.max(matchScore, Number.MIN_VALUE)),
      lead: () => Math.log1p(lead),
      bestSection: () => Math.log1p(bestScore),
      otherSections: () => Math.log1p(rest),
      titlePhrase: () => (holdsPhrase(shard.titleTerms[id], queryTerms) ? 1 : 0),
      hub: () => (shard.pageWeights[id] < 1 ? 1 : 0),
      titleOverlap: () => overlap(groups, shard.titleTerms[id], groupOf),
      headingOverlap: () => (best ? overlap(groups, shard.headingTerms[best.section], groupOf) : 0),
      coverage: () => overlap(groups, [...entry.queryTerms, ...entry.terms], groupOf),
      keywordsOverlap: () => overlap(groups, keywordTerms(), groupOf),
      sectionLength: () => (best ? Math.log1p(shard.bodyLengths[pages + best.section] ?? 0) : 0),
      sectionPosition: () => (best ? Math.log1p(shard.sectionPositions[best.section]) : 0),
      headingPhrase: () => (best && holdsPhrase(shard.headingTerms[best.section], queryTerms) ? 1 : 0),
    };
    return {
      id,
      // A feature the ranking weighs 0 is not worked out: it would cost every keystroke and change nothing.
      features: PAGE_FEATURES.map((name, i) => (weights && weights[i] === 0 ? 0 : features[name]())),
      matchScore,
      matchedTerms: [...entry.terms],
    };
  });
  const bestMatch = Math.max(0, ...results.map((r) => r.matchScore));
  return results.filter((result) => result.matchScore >= bestMatch * MIN_RELATIVE_SCORE);
}

/**
 * Pages of a shard matching the text, best first (`weights`: one per
 * `PAGE_FEATURES`, the fitted ones unless given).
 */
export function rank(
  shard: LoadedShard,
  text: string,
  version?: string,
  product?: ProductId,
  weights: readonly number[] = WEIGHTS.page,
): RankedDoc[] {
  return pageCandidates(shard, text, version, product, weights)
    .map(({id, features, matchedTerms}) => ({
      id,
      // Positive and comparable across products' shards, which the results for all products interleave.
      score: Math.exp(weightedScore(features, weights)),
      matchedTerms,
    }))
    .sort((a, b) => b.score - a.score);
}
