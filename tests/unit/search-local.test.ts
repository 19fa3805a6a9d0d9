import {createSearchClient, SearchUnavailableError} from '../../src/search/client';
import {createLocalBackend, type ShardSource} from '../../src/search/local/backend';
import {buildShard} from '../../src/search/local/engine';
import {latestOf, memorySource} from './doubles/searchSource';
import type {ProductId} from '../../src/products';
import type {SearchRecord} from '../../src/search/types';

function record(product: ProductId, slug: string, fields: Partial<SearchRecord> = {}): SearchRecord {
  const path = `/${product}/${slug}/`;
  return {
    objectID: path,
    path,
    title: slug,
    headings: [],
    content: 'General text about transfers between sites.',
    product,
    version: 'current',
    description: '',
    keywords: [],
    ...fields,
  };
}

const RECORDS: SearchRecord[] = [
  record('jet', 'in-title', {title: 'Gateway Overview'}),
  record('jet', 'in-heading', {
    title: 'Setup',
    headings: ['Configure the gateway'],
    sections: [
      {
        anchor: 'configure-the-gateway',
        heading: 'Configure the gateway',
        level: 2,
        content: 'Open the settings.',
      },
    ],
  }),
  record('jet', 'in-body', {
    title: 'Notes',
    content: 'Some text that mentions a gateway once among other words.',
  }),
  record('jet', 'profiles', {
    title: 'Storage Profiles',
    content: 'Create storage profiles for each endpoint.',
  }),
  record('jet', 'backups', {title: 'Backups', content: 'Take a backup of the manager every day.'}),
  ...Array.from({length: 23}, (_, i) => record('jet', `transfer-${i}`, {title: `Transfer page ${i}`})),
  record('flight-deck', 'agents', {title: 'Agents', content: 'Agents run jobs. <script>alert(1)</script>'}),
];

function client(
  source: ShardSource = memorySource(RECORDS).source,
  records: readonly SearchRecord[] = RECORDS,
) {
  return createSearchClient(createLocalBackend(source, latestOf(records)));
}

const paths = (hits: readonly {path: string}[]): string[] => hits.map((h) => h.path);

describe('local backend', () => {
  it('ranks a title match over a heading match over a body match', async () => {
    const response = await client().search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 5});
    expect(paths(response.hits)).toEqual(['/jet/in-title/', '/jet/in-heading/', '/jet/in-body/']);
  });

  it.each([
    ['matches the last word as a prefix while typing', 'gatew', '/jet/in-title/'],
    ['forgives one typo in words of five or more letters', 'gatway', '/jet/in-title/'],
    ['finds a plural for a singular', 'storage profile', '/jet/profiles/'],
    ['finds a singular for a plural', 'backups', '/jet/backups/'],
    ['finds "backup" for "back up"', 'back up the manager', '/jet/backups/'],
  ])('%s', async (_behaviour, query, expected) => {
    const response = await client().search({query, product: 'jet', page: 0, hitsPerPage: 5});
    expect(paths(response.hits)[0]).toBe(expected);
  });

  it('answers in the Algolia hit shape with highlights and a snippet', async () => {
    const response = await client().search({
      query: 'agents',
      product: 'flight-deck',
      page: 0,
      hitsPerPage: 5,
    });
    expect(response).toMatchObject({query: 'agents', nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 5});
    const [hit] = response.hits;
    expect(hit).toMatchObject({
      objectID: '/flight-deck/agents/',
      title: 'Agents',
      product: 'flight-deck',
      headings: [],
    });
    expect(hit._highlightResult.title).toEqual({value: '<mark>Agents</mark>', matchLevel: 'full'});
    expect(hit._highlightResult.content.value).toBe(
      '<mark>Agents</mark> run jobs. &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    // The line under the hit: the sentence that matches.
    expect(hit._snippetResult.content.value).toBe('<mark>Agents</mark> run jobs.');
  });

  it('pages through hits and counts pages', async () => {
    const search = client();
    const first = await search.search({query: 'transfer page', product: 'jet', page: 0, hitsPerPage: 20});
    const second = await search.search({query: 'transfer page', product: 'jet', page: 1, hitsPerPage: 20});
    expect(first.nbHits).toBeGreaterThan(20);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 20));
    expect(first.hits).toHaveLength(20);
    expect(second.hits).toHaveLength(first.nbHits - 20);
    expect(paths(second.hits).some((p) => paths(first.hits).includes(p))).toBe(false);
  });

  it('searches every product when none is given, and counts per product', async () => {
    const search = client();
    const response = await search.search({query: 'jobs', page: 0, hitsPerPage: 5});
    expect(new Set(response.hits.map((h) => h.product))).toContain('flight-deck');
    const counts = await search.countByProduct('agents');
    expect(counts).toEqual({'media-shuttle': 0, jet: 0, 'flight-deck': 1, 'media-engine': 0});
  });

  it('loads a shard once, the body texts of the pages shown and of the next few ranked, each once', async () => {
    const {source, loads} = memorySource(RECORDS);
    const search = client(source);
    await search.prepare('jet');
    expect(loads).toEqual(['shard:jet']);
    const texts = (): string[] => loads.filter((l) => l.startsWith('texts:'));
    await search.search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 2});
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The two pages shown (in-title, in-heading), then in the background the third that matches (in-body).
    expect(texts()).toEqual(['texts:jet/0', 'texts:jet/1', 'texts:jet/2']);
    // The same hits, or the next page of hits, load nothing more.
    const before = loads.length;
    await search.search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 2});
    const second = await search.search({query: 'gateway', product: 'jet', page: 1, hitsPerPage: 2});
    expect(second.hits.map((h) => h.path)).toEqual(['/jet/in-body/']);
    expect(loads.length).toBe(before);
    const later = await search.search({query: 'storage profiles', product: 'jet', page: 0, hitsPerPage: 1});
    expect(later.hits[0]._snippetResult.content.value).toContain('<mark>profiles</mark>');
    expect(loads.slice(before)[0]).toBe('texts:jet/3');
    expect(loads.filter((l) => l === 'shard:jet')).toHaveLength(1);
    expect(loads).not.toContain('shard:flight-deck');
  });

  it('keeps no whole shard unless asked: the first search loads what it showed before', async () => {
    const {source, loads} = memorySource(RECORDS);
    await client(source).search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 2});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.filter((l) => l.startsWith('all:'))).toEqual([]);
  });

  it('kept for offline: after the first answer, every body text of the shard, once; later queries find them offline', async () => {
    const {source, loads, online} = memorySource(RECORDS);
    const search = createSearchClient(createLocalBackend(source, latestOf(RECORDS), {keepWholeShards: true}));
    await search.search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 2});
    // The first answer loaded the same files as without it, the whole shard only after.
    expect(loads.slice(0, 3)).toEqual(['shard:jet', 'texts:jet/0', 'texts:jet/1']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.filter((l) => l.startsWith('all:'))).toEqual(['all:jet']);
    online.value = false;
    const offline = await search.search({query: 'backup manager', product: 'jet', page: 0, hitsPerPage: 1});
    expect(offline.hits[0]._snippetResult.content.value).toContain('<mark>backup</mark>');
    await search.search({query: 'storage profiles', product: 'jet', page: 0, hitsPerPage: 1});
    expect(loads.filter((l) => l.startsWith('all:'))).toEqual(['all:jet']);
  });

  it('offline, a page whose texts were never fetched falls back to the whole shard, else is unavailable', async () => {
    const {source, online} = memorySource(RECORDS);
    const search = client(source);
    await search.prepare('jet');
    online.value = false;
    await expect(
      search.search({query: 'backup manager', product: 'jet', page: 0, hitsPerPage: 1}),
    ).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('answers a blank query with nothing, without loading anything', async () => {
    const {source, loads} = memorySource(RECORDS);
    const response = await client(source).search({query: '   ', product: 'jet', page: 0, hitsPerPage: 5});
    expect(response).toMatchObject({nbHits: 0, hits: []});
    expect(loads).toEqual([]);
  });

  it('reports a missing index as unavailable, and tries again on the next query', async () => {
    let fail = true;
    const {source} = memorySource(RECORDS);
    const flaky: ShardSource = {
      ...source,
      shard: async (product) => {
        if (fail) throw new Error('404');
        return source.shard(product);
      },
    };
    const search = client(flaky);
    await expect(
      search.search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 5}),
    ).rejects.toBeInstanceOf(SearchUnavailableError);
    fail = false;
    await expect(
      search.search({query: 'gateway', product: 'jet', page: 0, hitsPerPage: 5}),
    ).resolves.toMatchObject({
      nbHits: 3,
    });
  });

  it('reports a garbage index as unavailable', async () => {
    const garbage: ShardSource = {
      shard: async () => ({hello: 'world'}),
      texts: async () => ['x'],
      allTexts: async () => [['x']],
    };
    await expect(
      client(garbage).search({query: 'x', product: 'jet', page: 0, hitsPerPage: 5}),
    ).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('treats regex characters, markup and emoji as plain text', async () => {
    const search = client();
    for (const query of ['.*+?^${}()|[]\\', '<script>alert(1)</script>', '🚀🚀', 'שלום עולם', '"\'']) {
      await expect(search.search({query, product: 'jet', page: 0, hitsPerPage: 5})).resolves.toHaveProperty(
        'hits',
      );
    }
  });
});

describe('local backend, a product with cut versions', () => {
  /** Jet's pages in three versions, as after two cuts; only version 1.0 still documents the legacy console. */
  const versioned = (version: string, prefix: string): SearchRecord[] => [
    record('jet', `${prefix}routes`, {
      version,
      title: 'Partner Routes',
      content: 'A partner route connects two companies.',
    }),
    record('jet', `${prefix}jobs`, {
      version,
      title: 'Partner Jobs',
      content: 'A partner job sends files over a route.',
    }),
  ];
  const VERSIONED: SearchRecord[] = [
    ...versioned('current', 'next/'),
    ...versioned('2.0', ''),
    ...versioned('1.0', '1.0/'),
    record('jet', '1.0/legacy-console', {
      version: '1.0',
      title: 'Legacy Partner Console',
      content: 'The legacy console for partners.',
    }),
    record('flight-deck', 'partners', {title: 'Partners', content: 'Partner agents.'}),
  ];
  const search = (params: {
    query: string;
    product?: ProductId;
    version?: string;
    page?: number;
    hitsPerPage?: number;
  }) => client(memorySource(VERSIONED).source, VERSIONED).search({page: 0, hitsPerPage: 20, ...params});

  it("loads only the shard of the version searched: the latest from the product's main shard", async () => {
    const {source, loads} = memorySource(VERSIONED);
    const search = client(source, VERSIONED);
    await search.search({query: 'partner', product: 'jet', version: '2.0', page: 0, hitsPerPage: 5});
    expect(loads.filter((l) => l.startsWith('shard:'))).toEqual(['shard:jet']);
    await search.search({query: 'partner', product: 'jet', version: '1.0', page: 0, hitsPerPage: 5});
    await search.prepare('jet', 'current');
    expect(loads.filter((l) => l.startsWith('shard:'))).toEqual([
      'shard:jet',
      'shard:jet@1.0',
      'shard:jet@current',
    ]);
    expect(loads.filter((l) => l.startsWith('texts:jet@1.0/'))).toHaveLength(3);
  });

  it('searches the latest version of every product when none is given', async () => {
    const {source, loads} = memorySource(VERSIONED);
    const response = await client(source, VERSIONED).search({query: 'partner', page: 0, hitsPerPage: 20});
    expect(paths(response.hits).sort()).toEqual(['/flight-deck/partners/', '/jet/jobs/', '/jet/routes/']);
    expect(loads.filter((l) => l.startsWith('shard:')).sort()).toEqual([
      'shard:flight-deck',
      'shard:jet',
      'shard:media-engine',
      'shard:media-shuttle',
    ]);
  });

  it('returns only the pages of the version asked for, with their version', async () => {
    for (const [version, prefix] of [
      ['1.0', '/jet/1.0/'],
      ['current', '/jet/next/'],
    ]) {
      const response = await search({query: 'partner', product: 'jet', version});
      expect(response.nbHits).toBe(version === '1.0' ? 3 : 2);
      expect(response.hits.every((h) => h.path.startsWith(prefix) && h.version === version)).toBe(true);
    }
    const latest = await search({query: 'partner', product: 'jet', version: '2.0'});
    expect(paths(latest.hits).sort()).toEqual(['/jet/jobs/', '/jet/routes/']);
  });

  it('finds nothing for words only another version has', async () => {
    expect((await search({query: 'legacy console', product: 'jet', version: '2.0'})).nbHits).toBe(0);
    expect(paths((await search({query: 'legacy console', product: 'jet', version: '1.0'})).hits)).toEqual([
      '/jet/1.0/legacy-console/',
    ]);
  });

  it('counts and pages within the version', async () => {
    const response = await search({query: 'partner', product: 'jet', version: '1.0', hitsPerPage: 2});
    expect(response).toMatchObject({nbHits: 3, nbPages: 2});
    const second = await search({query: 'partner', product: 'jet', version: '1.0', hitsPerPage: 2, page: 1});
    expect(second.hits).toHaveLength(1);
    expect(second.hits[0].path.startsWith('/jet/1.0/')).toBe(true);
  });

  it('keeps a weaker version-matching hit that a better hit in another version would cut as noise', async () => {
    const records = [
      record('jet', 'strong', {
        version: '2.0',
        title: 'Gateway gateway',
        headings: ['Gateway setup'],
        content: 'gateway '.repeat(30),
      }),
      record('jet', '1.0/weak', {
        version: '1.0',
        title: 'Notes',
        content: `${'other words '.repeat(60)}gateway`,
      }),
    ];
    const response = await client(memorySource(records).source, records).search({
      query: 'gateway',
      product: 'jet',
      version: '1.0',
      page: 0,
      hitsPerPage: 5,
    });
    expect(paths(response.hits)).toEqual(['/jet/1.0/weak/']);
  });

  it('searches the latest version when none is given', async () => {
    const response = await search({query: 'partner', product: 'jet'});
    expect(paths(response.hits).sort()).toEqual(['/jet/jobs/', '/jet/routes/']);
  });
});

describe('index shard', () => {
  it('keeps each page version for scoping search to a version later', () => {
    const shard = buildShard(
      'jet',
      RECORDS.filter((r) => r.product === 'jet'),
    );
    expect(shard.docs.every((d) => d.version === 'current')).toBe(true);
    expect(shard.product).toBe('jet');
  });
});

describe('local backend: sections and questions', () => {
  const page = (slug: string, fields: Partial<SearchRecord>): SearchRecord =>
    record('flight-deck', slug, fields);
  const SECTIONED: SearchRecord[] = [
    page('install', {
      title: 'Installing the Manager',
      lead: 'How to install.',
      content: 'How to install. Open these ports first. Then restart the services.',
      headings: ['Firewall', 'Restarting'],
      sections: [
        {
          anchor: 'firewall',
          heading: 'Firewall',
          level: 2,
          content: 'Open these ports first on the firewall.',
        },
        {anchor: 'restarting', heading: 'Restarting', level: 2, content: 'Then restart the services.'},
      ],
    }),
    page('spread', {
      title: 'Notes',
      lead: 'Ports are listed elsewhere.',
      headings: ['Other'],
      sections: [{anchor: 'other', heading: 'Other', level: 2, content: 'The firewall is managed by IT.'}],
    }),
    page('saml', {
      title: 'SAML Authentication',
      lead: 'Let users sign in with SAML through your identity provider.',
    }),
    page('overview', {title: 'Flight Deck Overview', lead: 'Flight Deck moves files between agents.'}),
    page('agents', {title: 'Agents', lead: 'Agents move files for Flight Deck.'}),
    ...Array.from({length: 10}, (_, i) =>
      page(`filler-${i}`, {title: `Filler ${i}`, lead: 'Unrelated words about storage.'}),
    ),
  ];
  const search = (query: string) =>
    client(memorySource(SECTIONED).source).search({query, product: 'flight-deck', page: 0, hitsPerPage: 5});

  it('opens a hit at the section that answers: url with the anchor, the section named, its text as the snippet', async () => {
    const [first] = (await search('which ports on the firewall')).hits;
    expect(first).toMatchObject({
      path: '/flight-deck/install/',
      url: '/flight-deck/install/#firewall',
      section: {anchor: 'firewall', heading: 'Firewall'},
      content: 'Open these ports first on the firewall.',
    });
    expect(first._highlightResult.section?.value).toBe('<mark>Firewall</mark>');
    expect(first._snippetResult.content.value).toContain('<mark>ports</mark>');
  });

  it('ranks words standing together in one section over the same words spread over a page', async () => {
    expect(paths((await search('ports firewall')).hits).slice(0, 2)).toEqual([
      '/flight-deck/install/',
      '/flight-deck/spread/',
    ]);
  });

  it('opens at the top of the page when the title or lead matches best, and lists the other matching sections', async () => {
    const [first] = (await search('installing the manager')).hits;
    expect(first).toMatchObject({url: '/flight-deck/install/', moreSections: []});
    expect(first.section).toBeUndefined();
    const [install] = (await search('firewall restart')).hits;
    expect(install.moreSections.map((s) => s.anchor)).toHaveLength(1);
  });

  it('finds a page through a synonym of the word asked for', async () => {
    expect(paths((await search('can I use sso')).hits)[0]).toBe('/flight-deck/saml/');
  });

  it('does not count question words or the product name against a hit', async () => {
    expect(paths((await search('how do I make sure flight deck agents')).hits)[0]).toBe(
      '/flight-deck/agents/',
    );
    expect(paths((await search('flight deck')).hits)).toContain('/flight-deck/overview/');
  });

  it('counts a phrase and its synonyms as one word of the query: the page with another word asked for ranks first', async () => {
    const pages: SearchRecord[] = [
      // Matches "keys", and "command line" only through its synonym "cli".
      page('cli-keys', {title: 'CLI Keys', lead: 'Keys for the CLI.'}),
      // Matches both words of "command line" but not "keys".
      page('command-line', {title: 'Command Line Reference', lead: 'Every option.'}),
      ...Array.from({length: 10}, (_, i) =>
        page(`other-${i}`, {title: `Other ${i}`, lead: 'Unrelated words about storage.'}),
      ),
    ];
    const {hits} = await client(memorySource(pages).source).search({
      query: 'command line keys',
      product: 'flight-deck',
      page: 0,
      hitsPerPage: 5,
    });
    expect(paths(hits).slice(0, 2)).toEqual(['/flight-deck/cli-keys/', '/flight-deck/command-line/']);
  });

  it('ranks the page that covers a task above the overview that names it, when both match alike', async () => {
    const lead = 'Restore the manager from a backup.';
    const pages: SearchRecord[] = [
      record('flight-deck', 'backups/overview', {title: 'Backups', lead}),
      record('flight-deck', 'backups/restoring', {title: 'Backups', lead}),
      ...Array.from({length: 10}, (_, i) =>
        page(`other-${i}`, {title: `Other ${i}`, lead: 'Unrelated words about storage.'}),
      ),
    ];
    const {hits} = await client(memorySource(pages).source).search({
      query: 'restore a backup',
      product: 'flight-deck',
      page: 0,
      hitsPerPage: 5,
    });
    expect(paths(hits).slice(0, 2)).toEqual([
      '/flight-deck/backups/restoring/',
      '/flight-deck/backups/overview/',
    ]);
  });

  it('does not count a page twice for the same words in its title and a heading: the section that answers ranks first', async () => {
    const pages: SearchRecord[] = [
      page('agent-service', {
        title: 'Agent Service',
        lead: 'Overview.',
        sections: [{anchor: 'agent-service', heading: 'Agent service', level: 2, content: 'Runs jobs.'}],
      }),
      page('maintenance', {
        title: 'Maintenance',
        lead: 'Routine tasks.',
        sections: [
          {
            anchor: 'restarting',
            heading: 'Restarting the agent service',
            level: 2,
            content: 'Restart the agent service after a change.',
          },
        ],
      }),
      ...Array.from({length: 10}, (_, i) =>
        page(`other-${i}`, {title: `Other ${i}`, lead: 'Unrelated words about storage.'}),
      ),
    ];
    const {hits} = await client(memorySource(pages).source).search({
      query: 'restart agent service',
      product: 'flight-deck',
      page: 0,
      hitsPerPage: 5,
    });
    // The second page's heading only repeats its title: its hit opens at the top.
    expect(hits.slice(0, 2).map((h) => h.url)).toEqual([
      '/flight-deck/maintenance/#restarting',
      '/flight-deck/agent-service/',
    ]);
  });
});

describe('local backend: where a hit opens', () => {
  // As on Certificate Alarms: the title, keywords and description hold the query's words, the lead's text does not.
  const alarms = record('flight-deck', 'certificates/certificate-alarms', {
    title: 'Certificate Alarms',
    description: 'Know which certificates expire, and renew them before an expiry stops transfers.',
    keywords: ['certificate expiry', 'agent certificate', 'renew before expiry'],
    lead: 'A certificate expires on a fixed date, and connections that depend on it simply stop.',
    headings: ['Certificates a Manager depends on', 'Responding to an alarm'],
    sections: [
      {
        anchor: 'certificates-a-manager-depends-on',
        heading: 'Certificates a Manager depends on',
        level: 2,
        content: 'The web server certificate and the certificate authority.',
      },
      {
        anchor: 'responding-to-an-alarm',
        heading: 'Responding to an alarm',
        level: 2,
        content: 'Identify the certificate, then renew the Agent certificate through the right process.',
      },
    ],
  });
  const others = Array.from({length: 10}, (_, i) =>
    record('flight-deck', `other-${i}`, {title: `Other ${i}`, lead: 'Unrelated words about storage.'}),
  );
  const search = async (query: string) =>
    (
      await client(memorySource([alarms, ...others]).source).search({
        query,
        product: 'flight-deck',
        page: 0,
        hitsPerPage: 5,
      })
    ).hits[0];

  it('opens at the section that answers when only the title, keywords and description match in the lead: Page › Section, #anchor', async () => {
    const hit = await search('how do I renew the agent certificate');
    expect(hit).toMatchObject({
      title: 'Certificate Alarms',
      url: '/flight-deck/certificates/certificate-alarms/#responding-to-an-alarm',
      section: {anchor: 'responding-to-an-alarm', heading: 'Responding to an alarm'},
      content: 'Identify the certificate, then renew the Agent certificate through the right process.',
    });
    expect(hit._highlightResult.section?.value).toBe('Responding to an alarm');
    expect(hit._snippetResult.content.value).toContain(
      '<mark>renew</mark> the <mark>Agent</mark> <mark>certificate</mark>',
    );
    expect(hit.moreSections.map((s) => s.anchor)).toEqual(['certificates-a-manager-depends-on']);
  });

  it('opens at the top when the query names the page, even where a heading repeats a title word', async () => {
    const hit = await search('certificate alarms');
    expect(hit).toMatchObject({
      url: '/flight-deck/certificates/certificate-alarms/',
      moreSections: expect.any(Array),
    });
    expect(hit.section).toBeUndefined();
    expect(hit._highlightResult.section).toBeUndefined();
    // Also while the last word is being typed.
    expect((await search('certificate ala')).section).toBeUndefined();
  });

  it("opens at the top when the lead's own text answers better than any section", async () => {
    expect((await search('certificate expires on a fixed date')).url).toBe(
      '/flight-deck/certificates/certificate-alarms/',
    );
  });

  it('escapes a section heading that holds markup, marking only the words searched', async () => {
    const page = record('flight-deck', 'ports', {
      title: 'Ports',
      lead: 'Overview.',
      sections: [
        {
          anchor: 'udp',
          heading: 'UDP <b>range</b>',
          level: 2,
          content: 'Open the UDP range on the firewall.',
        },
      ],
    });
    const {hits} = await client(memorySource([page, ...others]).source).search({
      query: 'udp range',
      product: 'flight-deck',
      page: 0,
      hitsPerPage: 5,
    });
    expect(hits[0].url).toBe('/flight-deck/ports/#udp');
    expect(hits[0]._highlightResult.section?.value).toBe(
      '<mark>UDP</mark> &lt;b&gt;<mark>range</mark>&lt;/b&gt;',
    );
  });
});
