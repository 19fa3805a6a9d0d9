/**
 * Where a hit's link points: its address with the text directive of the
 * sentence shown under it (`#anchor:~:text=…`), in browsers that follow text
 * fragments; the plain address elsewhere, which opens at the section as
 * before. Kept apart from `./textFragment` so that the box's own code stays
 * this small.
 */
import type {SearchHit} from './types';

/** True where the browser scrolls to and marks a URL's text fragment. */
export function followsTextFragments(): boolean {
  return typeof document !== 'undefined' && 'fragmentDirective' in document;
}

export function hitHref(
  hit: Pick<SearchHit, 'url' | 'textFragment'>,
  withFragment: boolean = followsTextFragments(),
): string {
  if (!withFragment || !hit.textFragment) return hit.url;
  return `${hit.url}${hit.url.includes('#') ? '' : '#'}:~:${hit.textFragment}`;
}
