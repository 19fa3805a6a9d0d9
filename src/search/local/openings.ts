/**
 * Where a hit of the local index opens, and in what order its page's sections
 * answer the query: the choice the dropdown and the results page show as
 * `Page › Section` and link to with the section's anchor.
 */
import type {ProductId} from '../../products';
import {terms} from '../text';
import {FIELD_BOOST, type LoadedShard} from './engine';
import {MATCH_WEIGHTS, entryPage, entryScore, searchQuery, searchText, synonymGroupOfTerm} from './query';

/**
 * Where a hit opens, query words the page's title holds count for this share:
 * every section sits under the title, so they tell its sections apart little.
 */
const TITLE_WORD_FOR_OPENING = 0.2;

/** How a page answers a query. */
export interface Opening {
  /** The section the hit opens at (its position in the shard's `sections`); absent: the top of the page. */
  readonly section?: number;
  /** The page's sections that match, best answer first: the one it opens at, then the others by score. */
  readonly sections: readonly number[];
}

/**
 * How hits on these pages open. Lead and sections compete on their own text
 * (headings and body; not the title, keywords and description, which say what
 * the whole page is about), as Algolia's records, which all carry the page's
 * fields, compete for `distinct`. A hit opens at its best section when that
 * scores above the lead and matches a query word the title does not hold, so
 * a query that names the page opens it at the top. Pages with no matching
 * heading or text are left out.
 */
export function openings(
  shard: LoadedShard,
  text: string,
  pages: readonly number[],
  product?: ProductId,
): Map<number, Opening> {
  const query = searchText(text, product ?? shard.product);
  if (query === '' || pages.length === 0) return new Map();
  const found = new Map<
    number,
    {lead: number; sections: {section: number; score: number; answers: boolean}[]}
  >();
  const pageOf = entryPage(shard);
  const titles = new Map(pages.map((page) => [page, shard.titleTerms[page]]));
  const typing = terms(query).at(-1);
  // The word being typed counts as the title's when a title word starts with it.
  const inTitle = (page: number, term: string): boolean =>
    titles.get(page)?.some((word) => word === term || (term === typing && word.startsWith(term))) ?? false;
  const groupOf = synonymGroupOfTerm(query, product ?? shard.product, shard.vocabulary);
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
  return new Map([...found].map(([page, {lead, sections}]) => [page, opening(lead, sections)]));
}

/** A page's opening from its lead's score and its sections' (`answers`: matches a word its title lacks). */
function opening(
  lead: number,
  sections: readonly {section: number; score: number; answers: boolean}[],
): Opening {
  const byScore = [...sections].sort((a, b) => b.score - a.score);
  const best = byScore.find((s) => s.answers);
  if (!best || best.score <= lead) return {sections: byScore.map((s) => s.section)};
  return {
    section: best.section,
    sections: [best, ...byScore.filter((s) => s !== best)].map((s) => s.section),
  };
}
