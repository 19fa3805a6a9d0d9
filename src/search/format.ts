/** Limits and pure text rules of search, shared by the browser and the command line. */

/** Longer queries are cut to this many characters, without an error. */
export const MAX_QUERY_LENGTH = 256;
/** Hits in the header dropdown. */
export const DROPDOWN_HITS = 5;
/** Hits per results page. */
export const RESULTS_PER_PAGE = 20;
const BREADCRUMB_MAX = 100;

/** The query as searched: at most 256 characters (whole characters, so an emoji is never split). */
export function clampQuery(query: string): string {
  const characters = Array.from(query);
  return characters.length > MAX_QUERY_LENGTH ? characters.slice(0, MAX_QUERY_LENGTH).join('') : query;
}

/** `/jet/jobs/partner-jobs/` → `jet > jobs > partner jobs`, cut at 100 characters plus `…`. */
export function breadcrumbPath(path: string): string {
  const text = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/-/g, ' '))
    .join(' > ');
  return text.length > BREADCRUMB_MAX ? `${text.slice(0, BREADCRUMB_MAX)}…` : text;
}
