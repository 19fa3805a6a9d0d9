/**
 * Pages moved after their address was published, newest last: each old
 * address answers with a redirect to the page's new one (config/redirects.ts).
 * Written by `npm run move:page`; edit it by hand only to undo a move.
 */
export const MOVED_PAGES: ReadonlyArray<{readonly from: string; readonly to: string}> = [];
