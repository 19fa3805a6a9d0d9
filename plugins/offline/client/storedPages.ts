/** Names shared by the service worker, the offline page and the offline page's script (plugins/error-pages/storedPagesScript.ts). */

/** The service worker's cache of pages (`plugins/offline/sw/offline.ts`), which the offline page lists. */
export const PAGES_CACHE = 'help-pages';

/** The offline page's section listing the stored pages, filled in by its script. */
export const STORED_PAGES_ID = 'help-stored-pages';

/** The offline page's section saying which products' search works offline, filled in by its script. */
export const OFFLINE_SEARCH_ID = 'help-offline-search';

/** The offline page's sentence about the address asked for, and its "Try again" link: for the page's script. */
export const OFFLINE_EXPLANATION_ID = 'help-offline-explanation';
export const OFFLINE_RETRY_ID = 'help-offline-retry';
