/** Folder of the local index inside the build: `search-index/{product}.json`, `search-index/{product}/{id}.txt`. */
export const INDEX_DIR = 'search-index';
