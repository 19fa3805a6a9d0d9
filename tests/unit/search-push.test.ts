import {INDEX_SETTINGS, MAX_RECORD_BYTES, algoliaRecord, pushRecords, targetFromEnv} from '../../scripts/search-push';
import type {SearchRecord} from '../../src/search/types';
import {startFakeAlgolia, type FakeAlgolia} from '../search/fakeAlgoliaServer';

function record(path: string, content: string): SearchRecord {
  return {
    objectID: path,
    title: 'Partner Jobs',
    path,
    headings: ['How it works'],
    content,
    product: 'jet',
    version: 'current',
    description: 'Send files to a partner.',
    keywords: ['partner job'],
  };
}

describe('search:push', () => {
  let fake: FakeAlgolia;
  beforeAll(async () => {
    fake = await startFakeAlgolia(3451);
  });
  afterAll(() => fake.close());

  it('replaces the index content and applies the settings, with the admin key', async () => {
    fake.answer((request) =>
      request.method === 'GET'
        ? {body: {status: 'published', pendingTask: false}}
        : {body: {taskID: 7, objectIDs: ['x'], updatedAt: '2026-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z'}},
    );
    const records = [record('/jet/a/', 'alpha'), record('/jet/b/', 'beta')];
    await pushRecords({appId: 'TESTAPP', adminApiKey: 'admin-key', indexName: 'help', hosts: [fake.host]}, records);

    expect(fake.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);
    const batches = fake.requests.filter((r) => r.path.includes('/batch'));
    const pushed = batches.flatMap((r) => (r.body as {requests: {action: string; body: SearchRecord}[]}).requests);
    expect(pushed.map((p) => p.body.path)).toEqual(['/jet/a/', '/jet/b/']);
    expect(pushed[0].body).toMatchObject({product: 'jet', version: 'current', headings: ['How it works']});
    const settings = fake.requests.find((r) => r.method === 'PUT' && r.path.startsWith('/1/indexes/help/settings'));
    expect(settings?.body).toMatchObject({
      searchableAttributes: ['unordered(title)', 'unordered(headings)', 'unordered(content)'],
      attributesForFaceting: ['product', 'filterOnly(version)'],
      highlightPreTag: '<mark>',
    });
    expect(INDEX_SETTINGS.attributesToSnippet).toContain('content:24');
    // The temporary index is moved over the real one: the swap is atomic.
    expect(fake.requests.some((r) => r.path.includes('/operation') && JSON.stringify(r.body).includes('"move"'))).toBe(true);
  });

  it('shortens long body text so a record fits the size limit', () => {
    const long = record('/jet/a/', 'word '.repeat(10_000));
    const pushed = algoliaRecord(long);
    expect(Buffer.byteLength(JSON.stringify(pushed))).toBeLessThanOrEqual(MAX_RECORD_BYTES);
    expect(pushed.content.endsWith('word')).toBe(true);
    const short = record('/jet/b/', 'short text');
    expect(algoliaRecord(short)).toBe(short);
  });

  it('names every missing variable', () => {
    expect(() => targetFromEnv({ALGOLIA_APP_ID: 'A'})).toThrow(
      'search:push needs ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME in the environment.',
    );
    expect(targetFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'help'})).toEqual({
      appId: 'A',
      adminApiKey: 'K',
      indexName: 'help',
    });
  });
});
