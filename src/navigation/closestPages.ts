/**
 * The existing addresses closest to one that is not found, by path
 * similarity: what the not-found page offers ("did you mean"). Pure, so it is
 * unit-tested; the list comes from `/page-list.json` (./pageList.ts).
 */
import type {PageListEntry} from './pageList';

/** Suggestions shown at most. */
export const MAX_SUGGESTIONS = 3;
/** Past this distance (0 the same address, 1 nothing alike) a page is not offered. */
const MAX_DISTANCE = 0.45;
/** Added when the page is in another product than the address names. */
const OTHER_PRODUCT = 0.25;

/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Uint16Array.from({length: b.length + 1}, (_, j) => j);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

function relative(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : editDistance(a, b) / longest;
}

/** The segments of an address, lower-cased, without `index.html` and empty segments. */
function segments(pathname: string): string[] {
  return pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'index.html');
}

/** 0 for the same address, 1 for nothing alike: the last segment (the page's name) weighs most. */
export function pathDistance(wanted: string, existing: string): number {
  const a = segments(wanted);
  const b = segments(existing);
  const leaf = relative(a.at(-1) ?? '', b.at(-1) ?? '');
  const whole = relative(a.join('/'), b.join('/'));
  return 0.6 * leaf + 0.4 * whole + (a[0] === b[0] ? 0 : OTHER_PRODUCT);
}

/** The pages whose address is closest to `pathname`, closest first; none when nothing is alike. */
export function closestPages(pathname: string, pages: readonly PageListEntry[]): PageListEntry[] {
  return pages
    .map((page) => ({page, distance: pathDistance(pathname, page[0])}))
    .filter(({distance}) => distance <= MAX_DISTANCE)
    .sort((x, y) => x.distance - y.distance || x.page[0].length - y.page[0].length)
    .slice(0, MAX_SUGGESTIONS)
    .map(({page}) => page);
}
