import {algoliaConfigFromEnv} from '../../src/search/backendConfig';
import createConfig from '../../docusaurus.config';
import path from 'node:path';

/** The site: the repository, whose products have no cut version. */
const SITE = {siteDir: path.join(__dirname, '..', '..')};

const ENV = {
  ALGOLIA_APP_ID: 'APPID',
  ALGOLIA_SEARCH_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'help',
  ALGOLIA_ADMIN_API_KEY: 'admin-key-that-must-never-ship',
};

describe('search backend configuration', () => {
  it('uses Algolia only when all three public variables are set', () => {
    expect(algoliaConfigFromEnv(ENV)).toEqual({
      appId: 'APPID',
      apiKey: 'public-search-key',
      indexName: 'help',
    });
    expect(algoliaConfigFromEnv({...ENV, ALGOLIA_INDEX_NAME: ''})).toBeNull();
    expect(algoliaConfigFromEnv({})).toBeNull();
  });

  it('never puts the admin key into the site configuration or the browser settings', async () => {
    const saved = {...process.env};
    Object.assign(process.env, ENV);
    try {
      const config = await createConfig();
      const serialized = JSON.stringify(config, (_key, value: unknown) =>
        typeof value === 'function' ? String(value) : value,
      );
      expect(serialized).not.toContain(ENV.ALGOLIA_ADMIN_API_KEY);
      // The search plugin's browser data (what setGlobalData receives) holds only the public settings.
      const searchPlugin = (config.plugins ?? []).find(
        (
          plugin,
        ): plugin is (context: {siteDir: string}) => {
          name: string;
          contentLoaded: (args: unknown) => Promise<void>;
        } =>
          typeof plugin === 'function' &&
          (plugin as (context: {siteDir: string}) => {name: string})(SITE).name === 'search-index',
      );
      expect(searchPlugin).toBeDefined();
      const globalData: unknown[] = [];
      await searchPlugin!(SITE).contentLoaded({
        actions: {setGlobalData: (data: unknown) => globalData.push(data), addRoute: () => undefined},
      });
      expect(globalData).toHaveLength(1);
      expect(globalData[0]).toMatchObject({
        algolia: {appId: 'APPID', apiKey: 'public-search-key', indexName: 'help'},
        // No version is cut in the repository: each product's latest is its current docs.
        latestVersions: {
          'media-shuttle': 'current',
          jet: 'current',
          'flight-deck': 'current',
          'media-engine': 'current',
        },
      });
      expect(JSON.stringify(globalData)).not.toContain(ENV.ALGOLIA_ADMIN_API_KEY);
    } finally {
      process.env = saved;
    }
  });
});
