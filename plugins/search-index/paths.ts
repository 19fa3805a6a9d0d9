/** Folder of the local index inside the build; `src/search/local/shards.ts` says what is in it. */
export const INDEX_DIR = 'search-index';
