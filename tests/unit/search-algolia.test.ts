import {createAlgoliaBackend, HIT_OPENED_EVENT, type AlgoliaTimeouts} from '../../src/search/algolia';
import {createSearchClient, SearchUnavailableError} from '../../src/search/client';
import {startFakeAlgolia, type FakeAlgolia} from '../search/fakeAlgoliaServer';

const CONFIG = {appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'help'};

function hit(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    objectID: '/jet/jobs/partner-jobs/',
    title: 'Partner Jobs',
    path: '/jet/jobs/partner-jobs/',
    headings: ['How it works'],
    product: 'jet',
    version: 'current',
    _highlightResult: {
      title: {value: '<em>Partner</em> Jobs', matchLevel: 'partial', matchedWords: ['partner']},
      headings: [{value: 'How it works', matchLevel: 'none', matchedWords: []}],
      content: {
        value: 'Jobs run daily. A <em>partner</em> job sends <img src=x onerror=alert(1)> files. More text.',
        matchLevel: 'partial',
        matchedWords: ['partner'],
      },
    },
    _snippetResult: {
      headings: [{value: 'How it works', matchLevel: 'none'}],
      content: {
        value: '…sends files to a <em>partner</em> <img src=x onerror=alert(1)>…',
        matchLevel: 'partial',
      },
    },
    ...overrides,
  };
}

function answerWith(hits: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    results: [
      {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 5,
        query: 'partner',
        params: '',
        ...extra,
      },
    ],
  };
}

describe('Algolia backend, real lite client against a local fake server', () => {
  let fake: FakeAlgolia;
  beforeAll(async () => {
    fake = await startFakeAlgolia(3450);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const client = (timeouts?: AlgoliaTimeouts) =>
    createSearchClient(createAlgoliaBackend(CONFIG, {hosts: [fake.host], timeouts}));

  it('sends one multi-index query filtered to the product with 5 hits per page', async () => {
    fake.answer(() => ({body: answerWith([hit()])}));
    await client().search({query: 'partner', product: 'jet', page: 0, hitsPerPage: 5});
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path.split('?')[0]).toBe('/1/indexes/*/queries');
    expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(request.headers['x-algolia-api-key']).toBe('search-only-key');
    const {requests} = request.body as {requests: Record<string, unknown>[]};
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      indexName: 'help',
      query: 'partner',
      facetFilters: ['product:jet'],
      hitsPerPage: 5,
      page: 0,
    });
  });

  it('answers with the Algolia hit shape, highlight markup sanitised to <mark> only', async () => {
    fake.answer(() => ({body: answerWith([hit()])}));
    const response = await client().search({query: 'partner', product: 'jet', page: 0, hitsPerPage: 5});
    expect(response).toMatchObject({query: 'partner', nbHits: 1, page: 0, nbPages: 1});
    const [first] = response.hits;
    expect(first).toMatchObject({
      objectID: '/jet/jobs/partner-jobs/',
      title: 'Partner Jobs',
      product: 'jet',
      headings: ['How it works'],
    });
    expect(first._highlightResult.title.value).toBe('<mark>Partner</mark> Jobs');
    expect(first._snippetResult.content.value).toBe(
      'A <mark>partner</mark> job sends &lt;img src=x onerror=alert(1)&gt; files.',
    );
  });

  it("shows under each hit the record's best-matching sentence, as the local index does; Algolia's snippet when nothing is marked", async () => {
    const content = (value: string) => ({value, matchLevel: 'partial', matchedWords: []});
    fake.answer(() => ({
      body: answerWith([
        hit({
          _highlightResult: {
            ...(hit()._highlightResult as object),
            content: content(
              'A <em>partner</em> job. Partner jobs deliver to a <em>partner</em> <em>route</em> in <em>another</em> account.',
            ),
          },
        }),
        hit({
          objectID: '/jet/x/',
          path: '/jet/x/',
          _highlightResult: {
            ...(hit()._highlightResult as object),
            content: content('No match past the limit.'),
          },
        }),
      ]),
    }));
    const {hits} = await client().search({
      query: 'partner route another',
      product: 'jet',
      page: 0,
      hitsPerPage: 5,
    });
    expect(hits[0]._snippetResult.content.value).toBe(
      'Partner jobs deliver to a <mark>partner</mark> <mark>route</mark> in <mark>another</mark> account.',
    );
    expect(hits[1]._snippetResult.content.value).toBe(
      '…sends files to a <mark>partner</mark> &lt;img src=x onerror=alert(1)&gt;…',
    );
  });

  it('asks for one hit per page (distinct) and drops question words from the query', async () => {
    fake.answer(() => ({body: answerWith([hit()])}));
    await client().search({
      query: 'how do I make sure partner jobs run',
      product: 'jet',
      page: 0,
      hitsPerPage: 5,
    });
    const {requests} = fake.requests[0].body as {requests: Record<string, unknown>[]};
    expect(requests[0]).toMatchObject({query: 'how do I partner jobs run', distinct: true});
  });

  it('opens a section record at its heading: url with the anchor, the section named and highlighted', async () => {
    const section = hit({
      objectID: '/jet/jobs/partner-jobs/#ports',
      anchor: 'ports',
      hierarchy: {lvl0: 'Jet', lvl1: 'Partner Jobs', lvl2: 'How it works', lvl3: 'Ports'},
      _highlightResult: {
        ...(hit()._highlightResult as object),
        hierarchy: {lvl3: {value: '<em>Ports</em> <b>x</b>', matchLevel: 'full'}},
      },
    });
    fake.answer(() => ({body: answerWith([section, hit()])}));
    const [first, second] = (await client().search({query: 'ports', product: 'jet', page: 0, hitsPerPage: 5}))
      .hits;
    expect(first).toMatchObject({
      path: '/jet/jobs/partner-jobs/',
      url: '/jet/jobs/partner-jobs/#ports',
      section: {anchor: 'ports', heading: 'Ports', parent: 'How it works'},
    });
    expect(first._highlightResult.section?.value).toBe('<mark>Ports</mark> &lt;b&gt;x&lt;/b&gt;');
    expect(second.url).toBe('/jet/jobs/partner-jobs/');
    expect(second.section).toBeUndefined();
  });

  it('searches every product without a facet filter when no product is given', async () => {
    fake.answer(() => ({
      body: answerWith([
        hit(),
        hit({objectID: '/flight-deck/x/', path: '/flight-deck/x/', product: 'flight-deck'}),
      ]),
    }));
    const response = await client().search({query: 'partner', page: 0, hitsPerPage: 5});
    const {requests} = fake.requests[0].body as {requests: Record<string, unknown>[]};
    expect(requests[0].facetFilters).toBeUndefined();
    expect(response.hits.map((h) => h.product)).toEqual(['jet', 'flight-deck']);
  });

  describe('scoped to a docs version', () => {
    /** Jet's partner-jobs page in three versions, as the index holds it after two cuts. */
    const INDEX = [
      hit({
        objectID: '/jet/next/jobs/partner-jobs/',
        path: '/jet/next/jobs/partner-jobs/',
        version: 'current',
      }),
      hit({objectID: '/jet/jobs/partner-jobs/', path: '/jet/jobs/partner-jobs/', version: '2.0'}),
      hit({objectID: '/jet/1.0/jobs/partner-jobs/', path: '/jet/1.0/jobs/partner-jobs/', version: '1.0'}),
      hit({objectID: '/flight-deck/x/', path: '/flight-deck/x/', product: 'flight-deck', version: '1.0'}),
    ];

    /** Answers as Algolia does: a hit must match every facet filter of the request. */
    function answerFacetFilters(request: {body: unknown}) {
      const {requests} = request.body as {requests: {facetFilters?: string[]}[]};
      const matches = (h: Record<string, unknown>, filter: string): boolean => {
        const [attribute, value] = filter.split(':');
        return String(h[attribute]) === value;
      };
      return {
        body: answerWith(INDEX.filter((h) => (requests[0].facetFilters ?? []).every((f) => matches(h, f)))),
      };
    }

    it('adds a version facet filter to the product filter, both to match', async () => {
      fake.answer(answerFacetFilters);
      const response = await client().search({
        query: 'partner',
        product: 'jet',
        version: '1.0',
        page: 0,
        hitsPerPage: 5,
      });
      const {requests} = fake.requests[0].body as {requests: Record<string, unknown>[]};
      expect(requests[0].facetFilters).toEqual(['product:jet', 'version:1.0']);
      expect(response.hits.map((h) => [h.path, h.version])).toEqual([['/jet/1.0/jobs/partner-jobs/', '1.0']]);
    });

    it('filters the current docs by their version name', async () => {
      fake.answer(answerFacetFilters);
      const response = await client().search({
        query: 'partner',
        product: 'jet',
        version: 'current',
        page: 0,
        hitsPerPage: 5,
      });
      expect(response.hits.map((h) => h.path)).toEqual(['/jet/next/jobs/partner-jobs/']);
    });

    it('sends no version filter when no version is given', async () => {
      fake.answer(answerFacetFilters);
      const response = await client().search({query: 'partner', product: 'jet', page: 0, hitsPerPage: 5});
      const {requests} = fake.requests[0].body as {requests: Record<string, unknown>[]};
      expect(requests[0].facetFilters).toEqual(['product:jet']);
      expect(response.hits.map((h) => h.version)).toEqual(['current', '2.0', '1.0']);
    });

    it('reads a hit without a version as the current docs, and refuses a malformed one', async () => {
      const unversioned = hit();
      delete unversioned.version;
      fake.answer(() => ({body: answerWith([unversioned])}));
      expect((await client().search({query: 'partner', page: 0, hitsPerPage: 5})).hits[0].version).toBe(
        'current',
      );
      fake.answer(() => ({body: answerWith([hit({version: 3})])}));
      await expect(client().search({query: 'partner', page: 0, hitsPerPage: 5})).rejects.toBeInstanceOf(
        SearchUnavailableError,
      );
    });
  });

  it('counts matches per product from the product facet', async () => {
    fake.answer(() => ({body: answerWith([], {nbHits: 9, facets: {product: {jet: 4, 'flight-deck': 5}}})}));
    const counts = await client().countByProduct('partner');
    expect(counts).toEqual({'media-shuttle': 0, jet: 4, 'flight-deck': 5, 'media-engine': 0});
    const {requests} = fake.requests[0].body as {requests: Record<string, unknown>[]};
    expect(requests[0]).toMatchObject({facets: ['product'], hitsPerPage: 0});
  });

  it('reports a garbage answer as unavailable', async () => {
    fake.answer(() => ({body: {results: [{hits: [{title: 42}], nbHits: 'many'}]}}));
    await expect(client().search({query: 'partner', page: 0, hitsPerPage: 5})).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
    fake.answer(() => ({body: 'this is not json'}));
    await expect(client().search({query: 'partner', page: 0, hitsPerPage: 5})).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });

  it('reports a server error as unavailable, and the next query tries again', async () => {
    fake.answer(() => ({status: 500, body: {message: 'down'}}));
    const search = client();
    await expect(search.search({query: 'partner', page: 0, hitsPerPage: 5})).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
    fake.answer(() => ({body: answerWith([hit()])}));
    await expect(search.search({query: 'partner', page: 0, hitsPerPage: 5})).resolves.toMatchObject({
      nbHits: 1,
    });
  });

  // Injected timeouts, not the wall clock: one is short, the other far beyond the test's own time
  // limit, so only the short one can end the query, however loaded the machine.
  const FAR = 10 * 60_000;

  /** Which of the client's timeouts ended a query that failed: what its last try answered. */
  async function timedOut(timeouts: AlgoliaTimeouts): Promise<string> {
    const error: unknown = await client(timeouts)
      .search({query: 'partner', page: 0, hitsPerPage: 5})
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(SearchUnavailableError);
    const {stackTrace} = (
      error as {cause: {stackTrace: {response: {content: string; isTimedOut: boolean}}[]}}
    ).cause;
    expect(stackTrace.at(-1)?.response.isTimedOut).toBe(true);
    return stackTrace.at(-1)!.response.content;
  }

  it('gives up on a server that does not answer within the connect timeout', async () => {
    fake.answer(() => ({body: answerWith([hit()]), delayMs: FAR}));
    await expect(timedOut({connect: 50, read: FAR, write: FAR})).resolves.toBe('Connection timeout');
  });

  it('gives up on an answer whose body stalls past the read timeout', async () => {
    fake.answer(() => ({body: answerWith([hit()]), delayMs: FAR, headersFirst: true}));
    await expect(timedOut({connect: FAR, read: 50, write: FAR})).resolves.toBe('Socket timeout');
  });

  it('reports a server that is not there as unavailable', async () => {
    const gone = createSearchClient(
      createAlgoliaBackend(CONFIG, {
        hosts: [{url: '127.0.0.1', port: 3459, accept: 'readWrite', protocol: 'http'}],
      }),
    );
    await expect(gone.search({query: 'partner', page: 0, hitsPerPage: 5})).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });

  it('cuts queries longer than 256 characters before sending them', async () => {
    fake.answer(() => ({body: answerWith([])}));
    await client().search({query: 'x'.repeat(10_000), page: 0, hitsPerPage: 5});
    const {requests} = fake.requests[0].body as {requests: {query: string}[]};
    expect(requests[0].query).toHaveLength(256);
  });

  it('asks for a query id and reports an opened hit to the insights API with it, its position and a visit token', async () => {
    fake.answer((request) =>
      request.path.startsWith('/1/events')
        ? {body: {status: 200, message: 'OK'}}
        : {body: answerWith([hit()], {queryID: 'q-123'})},
    );
    const backend = createAlgoliaBackend(CONFIG, {hosts: [fake.host], insightsHosts: [fake.host]});
    const search = createSearchClient(backend);
    const response = await search.search({query: 'partner', product: 'jet', page: 0, hitsPerPage: 5});
    expect((fake.requests[0].body as {requests: Record<string, unknown>[]}).requests[0]).toMatchObject({
      clickAnalytics: true,
    });
    expect(response.queryID).toBe('q-123');

    await search.reportOpened(response, response.hits[0], 3);
    await search.reportOpened(response, response.hits[0], 1);
    const events = fake.requests.filter((request) => request.path.startsWith('/1/events'));
    expect(events).toHaveLength(2);
    expect(events[0].method).toBe('POST');
    expect(events[0].headers['x-algolia-api-key']).toBe('search-only-key');
    const sent = events.map((request) => (request.body as {events: Record<string, unknown>[]}).events[0]);
    expect(sent[0]).toEqual({
      eventType: 'click',
      eventName: HIT_OPENED_EVENT,
      index: 'help',
      queryID: 'q-123',
      objectIDs: ['/jet/jobs/partner-jobs/'],
      positions: [3],
      userToken: expect.stringMatching(/^anonymous-[0-9a-f]{32}$/),
    });
    // One token for the whole visit.
    expect(sent[1].userToken).toBe(sent[0].userToken);
  });

  it('never fails a reader over click analytics: an insights error is swallowed, and no query id means no event', async () => {
    fake.answer((request) =>
      request.path.startsWith('/1/events')
        ? {status: 500, body: {message: 'down'}}
        : {body: answerWith([hit()], {queryID: 'q-9'})},
    );
    const search = createSearchClient(
      createAlgoliaBackend(CONFIG, {hosts: [fake.host], insightsHosts: [fake.host]}),
    );
    const response = await search.search({query: 'partner', page: 0, hitsPerPage: 5});
    await expect(search.reportOpened(response, response.hits[0], 1)).resolves.toBeUndefined();
    const before = fake.requests.length;
    await search.reportOpened({...response, queryID: undefined}, response.hits[0], 1);
    expect(fake.requests).toHaveLength(before);
  });
});
