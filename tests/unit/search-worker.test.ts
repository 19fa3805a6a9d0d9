import {
  createSearchClient,
  SearchUnavailableError,
  type SearchBackend,
  type SearchResponse,
} from '../../src/search/client';
import {
  answerRequests,
  createWorkerBackend,
  type MessageEndpoint,
  type WorkerLike,
} from '../../src/search/local/workerBackend';

type Listener = (event: {data: unknown}) => void;

/** A page-side worker and the worker's scope, joined in memory; messages arrive asynchronously, as between threads. */
function workerPair(): {worker: WorkerLike & {fail(): void; terminated: boolean}; scope: MessageEndpoint} {
  const pageListeners: Record<string, (Listener | (() => void))[]> = {
    message: [],
    error: [],
    messageerror: [],
  };
  const scopeListeners: Listener[] = [];
  const deliver = (listeners: readonly Listener[], data: unknown): void => {
    const copy = structuredClone(data);
    setTimeout(() => listeners.forEach((listener) => listener({data: copy})), 0);
  };
  const worker = {
    terminated: false,
    postMessage: (data: unknown) => {
      if (!worker.terminated) deliver(scopeListeners, data);
    },
    addEventListener: (type: string, listener: Listener | (() => void)) =>
      void pageListeners[type].push(listener),
    terminate: () => {
      worker.terminated = true;
    },
    fail: () => pageListeners.error.forEach((listener) => (listener as () => void)()),
  };
  const scope: MessageEndpoint = {
    postMessage: (data) => {
      if (!worker.terminated) deliver(pageListeners.message as Listener[], data);
    },
    addEventListener: (_type, listener) => void scopeListeners.push(listener),
  };
  return {worker: worker as typeof worker & WorkerLike, scope};
}

function fakeBackend(label: string, calls: string[] = []): SearchBackend {
  return {
    name: 'local',
    async search({query, page, hitsPerPage}): Promise<SearchResponse> {
      calls.push(`search ${query}`);
      if (query === 'broken') throw new Error('shard flight-deck answered 500');
      return {query: `${label}: ${query}`, nbHits: 0, page, nbPages: 0, hitsPerPage, hits: []};
    },
    async countByProduct(query) {
      calls.push(`count ${query}`);
      return {'media-shuttle': 1, jet: 2, 'flight-deck': 3, 'media-engine': 4};
    },
    async prepare(products, version) {
      calls.push(`prepare ${products.join(',')} ${version}`);
    },
  };
}

const SETUP = {
  baseUrl: '/',
  buildId: 'b1',
  latest: {'media-shuttle': 'current', jet: '2.0', 'flight-deck': 'current', 'media-engine': 'current'},
  keepWholeShards: false,
};

describe('search across a Web Worker', () => {
  test('calls reach the worker’s backend, made with the page’s setup, and answers come back', async () => {
    const {worker, scope} = workerPair();
    const made: string[] = [];
    const calls: string[] = [];
    answerRequests(scope, ({baseUrl, buildId, latest}) => {
      made.push(`${baseUrl} ${buildId} jet:${latest.jet}`);
      return fakeBackend('worker', calls);
    });
    const inPage = jest.fn(async () => fakeBackend('page'));
    const client = createSearchClient(createWorkerBackend(worker, SETUP, inPage));

    await client.prepare('jet', '1.0');
    const response = await client.search({query: 'partner routes', product: 'jet'});
    expect(response.query).toBe('worker: partner routes');
    expect(await client.countByProduct('agent')).toEqual({
      'media-shuttle': 1,
      jet: 2,
      'flight-deck': 3,
      'media-engine': 4,
    });
    expect(made).toEqual(['/ b1 jet:2.0']);
    expect(calls).toEqual(['prepare jet 1.0', 'search partner routes', 'count agent']);
    expect(inPage).not.toHaveBeenCalled();
  });

  test('a failure in the worker reaches the reader as "search unavailable", and the next call is tried again', async () => {
    const {worker, scope} = workerPair();
    answerRequests(scope, () => fakeBackend('worker'));
    const client = createSearchClient(createWorkerBackend(worker, SETUP, async () => fakeBackend('page')));
    const failed = client.search({query: 'broken'});
    await expect(failed).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(failed).rejects.toThrow('shard flight-deck answered 500');
    expect((await client.search({query: 'agent'})).query).toBe('worker: agent');
  });

  test('if the worker fails, calls still waiting and every later call are answered in the page', async () => {
    // A worker whose script never ran: nothing answers on its side.
    const {worker} = workerPair();
    const pageCalls: string[] = [];
    const inPage = jest.fn(async () => fakeBackend('page', pageCalls));
    const backend = createWorkerBackend(worker, SETUP, inPage);
    const waiting = backend.search({query: 'agent', page: 0, hitsPerPage: 5});
    worker.fail();
    expect((await waiting).query).toBe('page: agent');
    expect((await backend.search({query: 'jobs', page: 0, hitsPerPage: 5})).query).toBe('page: jobs');
    expect(worker.terminated).toBe(true);
    expect(inPage).toHaveBeenCalledTimes(1);
    expect(pageCalls).toEqual(['search agent', 'search jobs']);
  });

  test('a call that arrives before the setup is refused, not left waiting', async () => {
    const {worker, scope} = workerPair();
    answerRequests(scope, () => fakeBackend('worker'));
    const reply = new Promise((resolve) => worker.addEventListener('message', ({data}) => resolve(data)));
    worker.postMessage({
      type: 'call',
      id: 7,
      method: 'search',
      args: [{query: 'x', page: 0, hitsPerPage: 5}],
    });
    // Waits for the reply itself, however long a loaded machine takes.
    await expect(reply).resolves.toEqual({id: 7, ok: false, message: 'the search worker was not set up'});
  });
});
