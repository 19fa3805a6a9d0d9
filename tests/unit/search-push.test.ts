import {
  INDEX_SETTINGS,
  MAX_RECORD_BYTES,
  algoliaRecord,
  algoliaSynonyms,
  pushRecords,
  sectionRecords,
  targetFromEnv,
} from '../../scripts/search-push';
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
        : {
            body: {
              taskID: 7,
              objectIDs: ['x'],
              updatedAt: '2026-01-01T00:00:00Z',
              createdAt: '2026-01-01T00:00:00Z',
            },
          },
    );
    const records = [
      record('/jet/a/', 'alpha'),
      {
        ...record('/jet/b/', 'beta'),
        lead: 'beta',
        sections: [{anchor: 'how', heading: 'How it works', level: 2 as const, content: 'gamma'}],
      },
    ];
    await pushRecords(
      {appId: 'TESTAPP', adminApiKey: 'admin-key', indexName: 'help', hosts: [fake.host]},
      records,
    );

    expect(fake.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);
    const batches = fake.requests.filter((r) => r.path.includes('/batch') && !r.path.includes('/synonyms/'));
    const pushed = batches.flatMap(
      (r) => (r.body as {requests: {action: string; body: SearchRecord}[]}).requests,
    );
    expect(pushed.map((p) => p.body.objectID)).toEqual(['/jet/a/', '/jet/b/', '/jet/b/#how']);
    expect(pushed[0].body).toMatchObject({product: 'jet', version: 'current', headings: ['How it works']});
    const settings = fake.requests.find(
      (r) => r.method === 'PUT' && r.path.startsWith('/1/indexes/help/settings'),
    );
    expect(settings?.body).toEqual(INDEX_SETTINGS);
    // The temporary index is moved over the real one: the swap is atomic.
    expect(
      fake.requests.some((r) => r.path.includes('/operation') && JSON.stringify(r.body).includes('"move"')),
    ).toBe(true);
  });

  it('sets the index to search the attributes the records carry and to facet on what the site filters by', () => {
    const pushed = sectionRecords({
      ...record('/jet/b/', 'beta'),
      lead: 'beta',
      sections: [{anchor: 'how', heading: 'How it works', level: 2 as const, content: 'gamma'}],
    }).map((r) => algoliaRecord(r));
    const attributes = (name: string): string[] =>
      name
        .split(',')
        .map((part) => part.replace(/^unordered\((.*)\)$/, '$1').replace(/^filterOnly\((.*)\)$/, '$1'));
    const has = (attribute: string): boolean =>
      pushed.some(
        (r) =>
          attribute.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], r) !==
          undefined,
      );
    for (const attribute of (INDEX_SETTINGS.searchableAttributes ?? []).flatMap(attributes)) {
      expect([attribute, has(attribute)]).toEqual([attribute, true]);
    }
    // The browser client filters on `product` and `version` facets (src/search/algolia.ts).
    expect((INDEX_SETTINGS.attributesForFaceting ?? []).flatMap(attributes)).toEqual(['product', 'version']);
    // One hit per page: every record of a page shares the distinct attribute, and pages differ in it.
    const key = INDEX_SETTINGS.attributeForDistinct as keyof (typeof pushed)[number];
    expect(new Set(pushed.map((r) => r[key])).size).toBe(1);
    // The browser keeps only <mark> of the highlight markup (src/search/highlight.ts).
    expect([INDEX_SETTINGS.highlightPreTag, INDEX_SETTINGS.highlightPostTag]).toEqual(['<mark>', '</mark>']);
  });

  it('pushes the synonym table, replacing the synonyms already there', () => {
    const saved = fake.requests.find((r) => r.path.startsWith('/1/indexes/help/synonyms/batch'));
    expect(saved?.path).toContain('replaceExistingSynonyms=true');
    const body = saved?.body as {objectID: string; type: string; synonyms: string[]}[];
    expect(body).toEqual(algoliaSynonyms());
    expect(
      body.some((s) => s.type === 'synonym' && s.synonyms.includes('sso') && s.synonyms.includes('saml')),
    ).toBe(true);
  });

  it('turns a page into DocSearch-shaped records: its lead and one per section, url with the anchor', () => {
    const page: SearchRecord = {
      ...record('/jet/a/', 'Lead and all'),
      lead: 'Lead',
      sections: [
        {anchor: 'setup', heading: 'Setup', level: 2, content: 'Set it up.'},
        {anchor: 'ports', heading: 'Ports', level: 3, parent: 'Setup', content: 'Open 443.'},
      ],
    };
    const [lead, h2, h3] = sectionRecords(page);
    expect(lead).toMatchObject({
      objectID: '/jet/a/',
      url: '/jet/a/',
      content: 'Lead',
      hierarchy: {lvl0: 'Jet', lvl1: 'Partner Jobs', lvl2: null, lvl3: null},
    });
    expect(lead).not.toHaveProperty('anchor');
    expect(h2).toMatchObject({
      objectID: '/jet/a/#setup',
      url: '/jet/a/#setup',
      path: '/jet/a/',
      anchor: 'setup',
      content: 'Set it up.',
      hierarchy: {lvl2: 'Setup', lvl3: null},
    });
    expect(h3).toMatchObject({
      url: '/jet/a/#ports',
      hierarchy: {lvl1: 'Partner Jobs', lvl2: 'Setup', lvl3: 'Ports'},
    });
    expect(h3).not.toHaveProperty('sections');
  });

  it('gives overview pages and product home pages a lower page weight for the custom ranking, on every record of the page', () => {
    expect(sectionRecords(record('/jet/jobs/partner-jobs/', 'x')).map((r) => r.pageWeight)).toEqual([100]);
    const overview = {
      ...record('/jet/routes/overview/', 'x'),
      sections: [{anchor: 'a', heading: 'A', level: 2 as const, content: 'y'}],
    };
    expect(sectionRecords(overview).map((r) => r.pageWeight)).toEqual([80, 80]);
    expect(sectionRecords(record('/jet/', 'x'))[0].pageWeight).toBe(80);
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
    expect(
      targetFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'help'}),
    ).toEqual({
      appId: 'A',
      adminApiKey: 'K',
      indexName: 'help',
    });
  });
});
