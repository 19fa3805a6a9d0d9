/**
 * The text directive (`text=…`, the part of a URL after `#:~:`) that makes a
 * browser open a page scrolled to a sentence and mark it: for each hit, the
 * sentence shown under it. Both backends add it to their hits; links append
 * it with `hitHref` (`./hitHref`), while the hit's `url`, which analytics and
 * `search:gaps` record, stays the plain address.
 */
import {toSegments} from './highlight';
import type {HighlightedValue} from './types';

/** A sentence up to this many words is given whole; a longer one by its first and last words. */
const WHOLE_WORDS = 8;
/** Words of each end of a longer sentence (the directive's `textStart,textEnd`). */
const END_WORDS = 4;

/** Between table cells in a snippet (`extractRecord`'s separator): no page holds it as text. */
const CELL_SEPARATOR = ' · ';

/**
 * A directive's text, percent-encoded: `encodeURIComponent` leaves `-`, which
 * the syntax reserves for a prefix or suffix, so it is encoded too.
 */
export function encodeDirectiveText(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D');
}

/**
 * The plain text of the sentence a snippet shows: marks and the `…` where it
 * was cut taken off; of text from table cells, the cell holding the first
 * match (a directive cannot span the separators, which are not on the page).
 */
export function shownSentence(snippet: HighlightedValue): string {
  const segments = toSegments(snippet.value);
  const text = segments.map((segment) => segment.text).join('');
  const firstMark = segments.findIndex((segment) => segment.marked);
  const matchAt = segments
    .slice(0, Math.max(0, firstMark))
    .reduce((length, segment) => length + segment.text.length, 0);
  let cellStart = 0;
  let shown = text;
  for (const cell of text.split(CELL_SEPARATOR)) {
    if (matchAt <= cellStart + cell.length) {
      shown = cell;
      break;
    }
    cellStart += cell.length + CELL_SEPARATOR.length;
  }
  return shown.replace(/^\s*…/, '').replace(/…\s*$/, '').replace(/\s+/g, ' ').trim();
}

/**
 * The text directive for the sentence a snippet shows (`text=start,end` for a
 * long one), or `undefined` when it shows no text.
 */
export function textDirective(snippet: HighlightedValue): string | undefined {
  const words = shownSentence(snippet)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return undefined;
  if (words.length <= WHOLE_WORDS) return `text=${encodeDirectiveText(words.join(' '))}`;
  const start = words.slice(0, END_WORDS).join(' ');
  const end = words.slice(-END_WORDS).join(' ');
  return `text=${encodeDirectiveText(start)},${encodeDirectiveText(end)}`;
}
