/** Where the browser gets the local index: the site's own `search-index/` files (see `./shards`), with a time limit. */
import type {ShardSource} from './backend';
import {ALL_TEXTS} from './shards';

/** A shard is at most a few hundred KB; past this the index counts as unavailable. */
export const FETCH_TIMEOUT_MS = 10_000;

async function fetchWithTimeout(url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {signal: controller.signal});
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // A host that answers every address with a page has no index.
    if ((response.headers.get('content-type') ?? '').includes('text/html'))
      throw new Error(`${url} is a page`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export function fetchSource(baseUrl: string, buildId: string, timeoutMs = FETCH_TIMEOUT_MS): ShardSource {
  const url = (file: string): string => `${baseUrl}search-index/${file}?v=${encodeURIComponent(buildId)}`;
  return {
    shard: async (name: string) => (await fetchWithTimeout(url(`${name}.json`), timeoutMs)).json(),
    texts: async (name: string, page: number) =>
      (await fetchWithTimeout(url(`${name}/${page}.json`), timeoutMs)).json(),
    // Larger than a shard's page files together are per page, and fetched in the background: more time.
    allTexts: async (name: string) =>
      (await fetchWithTimeout(url(`${name}/${ALL_TEXTS}.json`), 3 * timeoutMs)).json(),
  };
}
