/**
 * The browser's one search client, built from the site's search settings the
 * first time it is needed. Backends load as separate chunks, so pages that
 * never search do not pay for them; a failed load is retried on the next call.
 */
import type {SearchSiteConfig} from './config';
import {createSearchClient, type SearchClient} from './index';

let cached: {key: string; client: Promise<SearchClient>} | undefined;

async function createClient(config: SearchSiteConfig, baseUrl: string): Promise<SearchClient> {
  if (config.algolia) {
    const {createAlgoliaBackend} = await import('./algolia');
    return createSearchClient(createAlgoliaBackend(config.algolia));
  }
  const [{createLocalBackend}, {fetchSource}] = await Promise.all([import('./local/backend'), import('./local/fetchSource')]);
  return createSearchClient(createLocalBackend(fetchSource(baseUrl, config.buildId)));
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
