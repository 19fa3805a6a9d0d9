/** Which backend the site uses, read from the environment at build time. */
import type {AlgoliaSearchConfig} from './algolia';
import type {LatestVersions} from './local/shards';

/** The plugin whose global data holds `SearchSiteConfig`. */
export const SEARCH_PLUGIN_NAME = 'search-index';

/**
 * What the browser gets: the build id (for index URLs), each product's latest
 * docs version (whose pages are in its main shard) and, if configured, the
 * public Algolia settings.
 */
export interface SearchSiteConfig {
  readonly buildId: string;
  readonly latestVersions: LatestVersions;
  readonly algolia: AlgoliaSearchConfig | null;
}

/**
 * The Algolia settings when all three public variables are set, else `null`
 * (the local index). `ALGOLIA_ADMIN_API_KEY` is deliberately never read here:
 * this object is bundled into the browser code.
 */
export function algoliaConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): AlgoliaSearchConfig | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}
