/**
 * Highlight and snippet markup. Whatever a backend returns goes through
 * `sanitizeHighlight`: only `<mark>` survives (Algolia's default `<em>`
 * becomes `<mark>`), every other character is HTML-escaped. `toSegments` turns
 * that into plain text runs for React, so no hit text is ever set as HTML.
 */
import type {HighlightedValue, MatchLevel} from './types';
import {toTerm} from './text';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  '#x2f': '/',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27|#x2f);/gi,
    (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole,
  );
}

const TAG = /(<\/?(?:mark|em)>)/i;

/**
 * Keeps `<mark>`/`</mark>` (and turns `<em>`/`</em>` into them), balanced;
 * escapes everything else. Already-escaped text is not escaped twice.
 */
export function sanitizeHighlight(value: string): string {
  let open = false;
  let out = '';
  for (const part of value.split(TAG)) {
    if (TAG.test(part)) {
      const closing = part.startsWith('</');
      if (!closing && !open) out += '<mark>';
      if (closing && open) out += '</mark>';
      open = !closing;
    } else {
      out += escapeHtml(decodeEntities(part));
    }
  }
  return open ? `${out}</mark>` : out;
}

export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

/** Plain-text runs of a sanitized value, each marked or not. */
export function toSegments(value: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  for (const part of sanitizeHighlight(value).split(/(<\/?mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part !== '') segments.push({text: decodeEntities(part), marked});
  }
  return segments;
}

interface Span {
  readonly start: number;
  readonly end: number;
  readonly term: string | null;
}

/** Spans of recently seen texts: while typing, the same hits are highlighted on every keystroke. */
const SPANS = new Map<string, readonly Span[]>();
const MAX_REMEMBERED_TEXTS = 300;

/** Words of a text with their positions, as the index splits them (underscores kept inside). */
function wordSpans(text: string): readonly Span[] {
  let spans = SPANS.get(text);
  if (!spans) {
    spans = Array.from(text.matchAll(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu), (m) => ({
      start: m.index,
      end: m.index + m[0].length,
      term: toTerm(m[0]),
    }));
    if (SPANS.size >= MAX_REMEMBERED_TEXTS) SPANS.clear();
    SPANS.set(text, spans);
  }
  return spans;
}

function matchLevel(found: ReadonlySet<string>, wanted: readonly string[]): MatchLevel {
  if (found.size === 0) return 'none';
  return wanted.every((term) => found.has(term)) ? 'full' : 'partial';
}

/**
 * `text` with every word whose index term is in `matched` wrapped in `<mark>`,
 * between `from` and `to` (character offsets), escaped.
 */
function markRange(
  text: string,
  matched: ReadonlySet<string>,
  from: number,
  to: number,
): {html: string; found: Set<string>} {
  let html = '';
  let cursor = from;
  const found = new Set<string>();
  for (const {start, end, term} of wordSpans(text)) {
    if (start < from || end > to) continue;
    if (term !== null && matched.has(term)) {
      html += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
      cursor = end;
      found.add(term);
    }
  }
  return {html: html + escapeHtml(text.slice(cursor, to)), found};
}

/** The whole text with matches marked. */
export function highlight(
  text: string,
  matched: ReadonlySet<string>,
  queryTerms: readonly string[],
): HighlightedValue {
  const {html, found} = markRange(text, matched, 0, text.length);
  return {value: html, matchLevel: matchLevel(found, queryTerms)};
}

/**
 * A window of about `size` words around the densest cluster of matches, with
 * `…` where the text was cut; the opening words when nothing matches.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  queryTerms: readonly string[],
  size = 24,
): HighlightedValue {
  const spans = wordSpans(text);
  if (spans.length <= size) return highlight(text, matched, queryTerms);
  // Slide a window of `size` words, counting the distinct matched terms inside it.
  const isMatch = (i: number): string | null => {
    const term = spans[i].term;
    return term !== null && matched.has(term) ? term : null;
  };
  const inWindow = new Map<string, number>();
  const move = (i: number, delta: number): void => {
    const term = isMatch(i);
    if (term === null) return;
    const count = (inWindow.get(term) ?? 0) + delta;
    if (count === 0) inWindow.delete(term);
    else inWindow.set(term, count);
  };
  for (let i = 0; i < size; i += 1) move(i, 1);
  let bestStart = 0;
  let bestScore = inWindow.size;
  for (let start = 1; start + size <= spans.length; start += 1) {
    move(start - 1, -1);
    move(start + size - 1, 1);
    if (inWindow.size > bestScore) {
      bestScore = inWindow.size;
      bestStart = start;
    }
  }
  if (bestScore > 0) {
    // Start a few words before the window's first match, for context.
    const firstMatch = spans.findIndex((_span, i) => i >= bestStart && isMatch(i) !== null);
    bestStart = Math.max(0, Math.min(firstMatch - 3, spans.length - size));
  }
  const from = bestStart === 0 ? 0 : spans[bestStart].start;
  const last = bestStart + size - 1;
  const to = last >= spans.length - 1 ? text.length : spans[last].end;
  const {html, found} = markRange(text, matched, from, to);
  return {
    value: `${from > 0 ? '…' : ''}${html}${to < text.length ? '…' : ''}`,
    matchLevel: matchLevel(found, queryTerms),
  };
}
