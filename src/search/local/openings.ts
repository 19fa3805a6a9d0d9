/**
 * Where a hit of the local index opens, and in what order its page's sections
 * answer the query: the choice the dropdown and the results page show as
 * `Page › Section` and link to with the section's anchor.
 */
import type {ProductId} from '../../products';
import {terms} from '../text';
import {FIELD_BOOST, type LoadedShard} from './engine';
import {MATCH_WEIGHTS, entryPage, entryScore, searchQuery, searchText, synonymGroupOfTerm} from './query';
import {weightedScore} from './rank';
import WEIGHTS from './rankingWeights.json';

/**
 * Where a hit opens, query words the page's title holds count for this share:
 * every section sits under the title, so they tell its sections apart little.
 */
const TITLE_WORD_FOR_OPENING = 0.2;

/** What the choice of where a hit opens knows of each place it could open, in the order of the weights. */
export const OPENING_FEATURES = [
  /** 1 for a section, 0 for the top of the page. */
  'section',
  /** log(1 + the score of the section's heading and text, or of the lead's text for the top). */
  'score',
  /** 1 for a section that matches a query word the page title does not hold. */
  'answers',
  /** Share of the query's words its heading (or, for the top, the page title) holds. */
  'headingOverlap',
  /** log(1 + the section's place among the page's sections). */
  'position',
  /** log(1 + the number of words of its body text). */
  'length',
] as const;

export type OpeningFeature = (typeof OPENING_FEATURES)[number];

/** A place a hit could open at: a section (its position in the shard's `sections`), or the top. */
export interface OpeningCandidate {
  readonly section?: number;
  readonly features: readonly number[];
}

/** How a page answers a query. */
export interface Opening {
  /** The section the hit opens at (its position in the shard's `sections`); absent: the top of the page. */
  readonly section?: number;
  /** The page's sections that match, best answer first: the one it opens at, then the others by score. */
  readonly sections: readonly number[];
}

/**
 * The places hits on these pages could open at, with their features (with
 * `weights`, those weighted 0 left at 0). Lead and
 * sections compete on their own text (headings and body; not the title,
 * keywords and description, which say what the whole page is about), as
 * Algolia's records, which all carry the page's fields, compete for
 * `distinct`. Pages with no matching heading or text are left out.
 */
export function openingCandidates(
  shard: LoadedShard,
  text: string,
  pages: readonly number[],
  product?: ProductId,
  weights?: readonly number[],
): Map<number, OpeningCandidate[]> {
  const query = searchText(text, product ?? shard.product);
  if (query === '' || pages.length === 0) return new Map();
  const found = new Map<
    number,
    {lead: number; sections: {section: number; score: number; answers: boolean}[]}
  >();
  const pageOf = entryPage(shard);
  const titles = new Map(pages.map((page) => [page, shard.titleTerms[page]]));
  const queryTerms = terms(query);
  const typing = queryTerms.at(-1);
  // The word being typed counts as the title's when a title word starts with it.
  const inTitle = (page: number, term: string): boolean =>
    titles.get(page)?.some((word) => word === term || (term === typing && word.startsWith(term))) ?? false;
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product, shard.vocabulary);
  const groups = new Set(queryTerms.map((term) => groupOf.get(term) ?? term));
  const share = (held: readonly string[]): number => {
    const hit = new Set(held.map((term) => groupOf.get(term) ?? term).filter((group) => groups.has(group)));
    return groups.size === 0 ? 0 : hit.size / groups.size;
  };
  for (const result of shard.index.search(searchQuery(query, product ?? shard.product, shard.vocabulary), {
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
    const entry = found.get(page) ?? {lead: 0, sections: []};
    if (id < shard.docs.length) entry.lead = score;
    else {
      const answers = result.queryTerms.some((term) => !inTitle(page, term));
      entry.sections.push({section: id - shard.docs.length, score, answers});
    }
    found.set(page, entry);
  }
  const pages_ = shard.docs.length;
  // A feature weighed 0 is not worked out: it would cost every keystroke and change nothing.
  const valuesOf = (features: Record<OpeningFeature, () => number>): number[] =>
    OPENING_FEATURES.map((name, i) => (weights && weights[i] === 0 ? 0 : features[name]()));
  const candidates = (
    page: number,
    lead: number,
    sections: readonly {section: number; score: number; answers: boolean}[],
  ): OpeningCandidate[] => {
    const top: Record<OpeningFeature, () => number> = {
      section: () => 0,
      score: () => Math.log1p(lead),
      answers: () => 0,
      headingOverlap: () => share(shard.titleTerms[page]),
      position: () => 0,
      length: () => Math.log1p(shard.bodyLengths[page] ?? 0),
    };
    return [
      {features: valuesOf(top)},
      ...sections.map(({section, score, answers}) => {
        const features: Record<OpeningFeature, () => number> = {
          section: () => 1,
          score: () => Math.log1p(score),
          answers: () => (answers ? 1 : 0),
          headingOverlap: () => share(shard.headingTerms[section]),
          position: () => Math.log1p(shard.sectionPositions[section]),
          length: () => Math.log1p(shard.bodyLengths[pages_ + section] ?? 0),
        };
        return {section, features: valuesOf(features)};
      }),
    ];
  };
  return new Map([...found].map(([page, {lead, sections}]) => [page, candidates(page, lead, sections)]));
}

/**
 * How hits on these pages open: at the place whose features, weighted as
 * `rankingWeights.json` says (`npm run search:fit`), score best; a query
 * that names the page opens it at the top. Its other matching sections
 * follow in the order they score.
 */
export function openings(
  shard: LoadedShard,
  text: string,
  pages: readonly number[],
  product?: ProductId,
  weights: readonly number[] = WEIGHTS.opening,
): Map<number, Opening> {
  return new Map(
    [...openingCandidates(shard, text, pages, product, weights)].map(([page, candidates]) => {
      const ranked = candidates
        .map((candidate) => ({section: candidate.section, score: weightedScore(candidate.features, weights)}))
        .sort((a, b) => b.score - a.score);
      const sections = ranked.flatMap(({section}) => (section === undefined ? [] : [section]));
      const opensAt = ranked[0]?.section;
      return [page, opensAt === undefined ? {sections} : {section: opensAt, sections}];
    }),
  );
}
