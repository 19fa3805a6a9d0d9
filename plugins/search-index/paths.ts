/**
 * Folder of the local index inside the build: `search-index/{product}.json`
 * (the shard), `search-index/{product}/{id}.txt` (one page's body text) and
 * `search-index/{product}.texts.json` (all of them, by id).
 */
export const INDEX_DIR = 'search-index';
