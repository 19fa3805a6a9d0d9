/**
 * The line under a hit: the sentence of its section that best matches the
 * query, with the matched words marked, cut to `SNIPPET_WORDS` words around
 * the matches. It works on highlight markup (`<mark>` around matched words),
 * so both backends use it on the same input: the local index on its own
 * highlighting, Algolia on `_highlightResult.content`.
 */
import type {HighlightedValue} from './types';
import {escapeHtml, toSegments} from './highlight';
import {toTerm} from './text';

/** Words of a snippet, as Algolia cuts them (`attributesToSnippet: content:24`). */
export const SNIPPET_WORDS = 24;
/** Shown where a sentence was cut (Algolia's `snippetEllipsisText`). */
const ELLIPSIS = '…';
/** Words kept before the first match of a cut sentence, for context. */
const LEAD_IN_WORDS = 3;

interface Mark {
  readonly start: number;
  readonly end: number;
  /** The index term of the marked word (its lower-cased text when a stop word). */
  readonly term: string;
}

/** Plain text of highlight markup and the character ranges of its marks. */
function unmark(value: string): {text: string; marks: Mark[]} {
  let text = '';
  const marks: Mark[] = [];
  for (const {text: run, marked} of toSegments(value)) {
    if (marked) marks.push({start: text.length, end: text.length + run.length, term: termOf(run)});
    text += run;
  }
  return {text, marks};
}

function termOf(word: string): string {
  const lower = word.trim().toLowerCase();
  return toTerm(lower) ?? lower;
}

/** Character ranges of the sentences of a text: a sentence ends at `.`, `!` or `?` before a word that is not lower case. */
export function sentenceRanges(text: string): {start: number; end: number}[] {
  const ranges: {start: number; end: number}[] = [];
  let start = 0;
  for (const boundary of text.matchAll(/(?<=[.!?])\s+(?=[^\s\p{Ll}])/gu)) {
    ranges.push({start, end: boundary.index});
    start = boundary.index + boundary[0].length;
  }
  if (start < text.length) ranges.push({start, end: text.length});
  return ranges;
}

/** Distinct marked terms and marks inside a range: how well that stretch matches. */
function matchOf(marks: readonly Mark[], from: number, to: number): {terms: number; marks: number} {
  const inside = marks.filter((mark) => mark.start >= from && mark.end <= to);
  return {terms: new Set(inside.map((mark) => mark.term)).size, marks: inside.length};
}

const better = (a: {terms: number; marks: number}, b: {terms: number; marks: number}): boolean =>
  a.terms > b.terms || (a.terms === b.terms && a.marks > b.marks);

/** The window of at most `size` words of a sentence that holds the most distinct matches, a few words before the first. */
function wordWindow(
  text: string,
  sentence: {start: number; end: number},
  marks: readonly Mark[],
  size: number,
): {start: number; end: number} {
  const words = Array.from(text.slice(sentence.start, sentence.end).matchAll(/\S+/g), (m) => ({
    start: sentence.start + m.index,
    end: sentence.start + m.index + m[0].length,
  }));
  if (words.length <= size) return sentence;
  let best = 0;
  let bestMatch = matchOf(marks, words[0].start, words[size - 1].end);
  for (let first = 1; first + size <= words.length; first += 1) {
    const match = matchOf(marks, words[first].start, words[first + size - 1].end);
    if (better(match, bestMatch)) [best, bestMatch] = [first, match];
  }
  if (bestMatch.terms > 0) {
    const firstMark = words.findIndex(
      (w, i) => i >= best && marks.some((m) => m.start >= w.start && m.end <= w.end),
    );
    best = Math.max(0, Math.min(firstMark - LEAD_IN_WORDS, words.length - size));
  }
  return {start: words[best].start, end: words[best + size - 1].end};
}

/** `text[from, to)` as markup, the marks inside it kept. */
function remark(text: string, marks: readonly Mark[], from: number, to: number): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.start < from || mark.end > to) continue;
    html += `${escapeHtml(text.slice(cursor, mark.start))}<mark>${escapeHtml(text.slice(mark.start, mark.end))}</mark>`;
    cursor = mark.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

/**
 * The sentence of a highlighted text with the most distinct matched words
 * (then the most matches, then the first), cut to `size` words around its
 * matches with `…` where it was cut; the opening words when nothing matches.
 */
export function bestSentence(value: HighlightedValue, size: number = SNIPPET_WORDS): HighlightedValue {
  const {text, marks} = unmark(value.value);
  const sentences = sentenceRanges(text);
  if (sentences.length === 0) return {value: '', matchLevel: 'none'};
  let chosen = sentences[0];
  let chosenMatch = matchOf(marks, chosen.start, chosen.end);
  for (const sentence of sentences.slice(1)) {
    const match = matchOf(marks, sentence.start, sentence.end);
    if (better(match, chosenMatch)) [chosen, chosenMatch] = [sentence, match];
  }
  const shown = wordWindow(text, chosen, marks, size);
  const html = remark(text, marks, shown.start, shown.end);
  const found = matchOf(marks, shown.start, shown.end).terms;
  const all = new Set(marks.map((mark) => mark.term)).size;
  return {
    value: `${shown.start > chosen.start ? ELLIPSIS : ''}${html}${shown.end < chosen.end ? ELLIPSIS : ''}`,
    matchLevel:
      found === 0 ? 'none' : found === all && value.matchLevel !== 'none' ? value.matchLevel : 'partial',
  };
}
