/**
 * Highlight markup (the line under a hit is cut from it by `./snippet`). Whatever a backend returns goes through
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

/** The whole text with every word whose index term is in `matched` wrapped in `<mark>`, escaped. */
export function highlight(
  text: string,
  matched: ReadonlySet<string>,
  queryTerms: readonly string[],
): HighlightedValue {
  let html = '';
  let cursor = 0;
  const found = new Set<string>();
  for (const {start, end, term} of wordSpans(text)) {
    if (term !== null && matched.has(term)) {
      html += `${escapeHtml(text.slice(cursor, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
      cursor = end;
      found.add(term);
    }
  }
  return {value: html + escapeHtml(text.slice(cursor)), matchLevel: matchLevel(found, queryTerms)};
}
