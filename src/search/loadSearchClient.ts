/**
 * The browser's one search client, built from the site's search settings the
 * first time it is needed. Backends load as separate chunks, so pages that
 * never search do not pay for them; a failed load is retried on the next call.
 * The local index is loaded and searched in a Web Worker, off the main thread,
 * with the same backend in the page where a worker cannot run.
 */
import type {SearchSiteConfig} from './config';
import {createSearchClient, type SearchBackend, type SearchClient} from './index';

let cached: {key: string; client: Promise<SearchClient>} | undefined;

async function createClient(config: SearchSiteConfig, baseUrl: string): Promise<SearchClient> {
  if (config.algolia) {
    const {createAlgoliaBackend} = await import('./algolia');
    return createSearchClient(createAlgoliaBackend(config.algolia));
  }
  const inPage = async (): Promise<SearchBackend> => {
    const [{createLocalBackend}, {fetchSource}] = await Promise.all([
      import('./local/backend'),
      import('./local/fetchSource'),
    ]);
    return createLocalBackend(fetchSource(baseUrl, config.buildId), config.latestVersions);
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
    createWorkerBackend(worker, {baseUrl, buildId: config.buildId, latest: config.latestVersions}, inPage),
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
