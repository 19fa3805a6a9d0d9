/**
 * The browser's one search client, built from the site's search settings the
 * first time it is needed. Backends load as separate chunks, so pages that
 * never search do not pay for them; a failed load is retried on the next call.
 * The local index is loaded and searched in a Web Worker, off the main thread,
 * with the same backend in the page where a worker cannot run.
 */
import type {SearchSiteConfig} from './backendConfig';
import {createSearchClient, type SearchBackend, type SearchClient} from './client';

let cached: {key: string; client: Promise<SearchClient>} | undefined;

/**
 * Whether to fetch each searched product's every body text in the background,
 * so its search works offline: only where a service worker keeps the site's
 * files for offline reading, and not when the reader asked to save data.
 */
function keepsWholeShards(): boolean {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return false;
  return navigator.serviceWorker.controller !== null;
}

/**
 * The preview (`npm start`) rebuilds its index after each edit
 * (plugins/preview-search): there, a shard or text loaded this long ago is
 * loaded again, so an open page finds what was just written.
 */
const PREVIEW_INDEX_MAX_AGE_MS = 2_000;

async function createClient(config: SearchSiteConfig, baseUrl: string): Promise<SearchClient> {
  if (config.algolia) {
    const {createAlgoliaBackend} = await import('./algolia');
    return createSearchClient(createAlgoliaBackend(config.algolia));
  }
  const keepWholeShards = keepsWholeShards();
  const maxAgeMs = process.env.NODE_ENV === 'development' ? PREVIEW_INDEX_MAX_AGE_MS : undefined;
  const inPage = async (): Promise<SearchBackend> => {
    const [{createLocalBackend}, {fetchSource}] = await Promise.all([
      import('./local/backend'),
      import('./local/fetchSource'),
    ]);
    return createLocalBackend(fetchSource(baseUrl, config.buildId), config.latestVersions, {
      keepWholeShards,
      maxAgeMs,
    });
  };
  if (typeof Worker === 'undefined') return createSearchClient(await inPage());
  const {createWorkerBackend} = await import('./local/workerBackend');
  let worker: Worker;
  try {
    // The bundler turns this into a worker chunk of its own.
    worker = new Worker(new URL('./local/searchWorker.ts', import.meta.url), {name: 'search'});
  } catch {
    return createSearchClient(await inPage());
  }
  return createSearchClient(
    createWorkerBackend(
      worker,
      {baseUrl, buildId: config.buildId, latest: config.latestVersions, keepWholeShards, maxAgeMs},
      inPage,
    ),
  );
}

export function loadSearchClient(config: SearchSiteConfig, baseUrl: string): Promise<SearchClient> {
  const key = JSON.stringify([config, baseUrl]);
  if (cached?.key !== key) {
    const client = createClient(config, baseUrl);
    cached = {key, client};
    client.catch(() => {
      if (cached?.client === client) cached = undefined;
    });
  }
  return cached.client;
}
