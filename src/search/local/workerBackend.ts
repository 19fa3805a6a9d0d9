/**
 * The local backend across a Web Worker: the worker fetches, parses and ranks
 * the index (a shard's JSON parse and load alone block a phone's main thread
 * for several hundred milliseconds), and the page only posts queries and
 * receives hits. `answerRequests` is the worker's side, `createWorkerBackend`
 * the page's. If the worker cannot start or dies, every call still waiting and
 * every later one goes to the in-page backend instead, so a reader never loses
 * a search to it.
 */
import type {ProductId} from '../../products';
import type {ProductCounts, SearchBackend, SearchResponse} from '../types';
import type {LatestVersions} from './shards';

type Method = 'search' | 'countByProduct' | 'prepare';

/** Where the worker's backend finds the index (see `fetchSource` and `createLocalBackend`). */
export interface WorkerSetup {
  readonly baseUrl: string;
  readonly buildId: string;
  readonly latest: LatestVersions;
  /** See `LocalBackendOptions`. */
  readonly keepWholeShards: boolean;
  /** See `LocalBackendOptions`. */
  readonly maxAgeMs?: number;
}

/** What the page sends: first one `setup`, then calls. */
export type WorkerMessage =
  | ({readonly type: 'setup'} & WorkerSetup)
  | {readonly type: 'call'; readonly id: number; readonly method: Method; readonly args: readonly unknown[]};

/** What the worker answers to a call. */
export type WorkerReply =
  | {readonly id: number; readonly ok: true; readonly value: unknown}
  | {readonly id: number; readonly ok: false; readonly message: string};

/** The part of `Worker` (or of a worker's global scope) used here. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: {data: unknown}) => void): void;
}

export interface WorkerLike extends MessageEndpoint {
  addEventListener(type: 'message', listener: (event: {data: unknown}) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

function invoke(backend: SearchBackend, method: Method, args: readonly unknown[]): Promise<unknown> {
  return (backend[method] as (...values: unknown[]) => Promise<unknown>).call(backend, ...args);
}

/** The worker's side: makes the backend on `setup`, then answers each call. */
export function answerRequests(
  scope: MessageEndpoint,
  makeBackend: (setup: WorkerSetup) => SearchBackend,
): void {
  let backend: SearchBackend | undefined;
  scope.addEventListener('message', ({data}) => {
    const message = data as WorkerMessage;
    if (message.type === 'setup') {
      backend = makeBackend(message);
      return;
    }
    const reply = (result: {ok: true; value: unknown} | {ok: false; message: string}): void =>
      scope.postMessage({id: message.id, ...result} satisfies WorkerReply);
    if (!backend) {
      reply({ok: false, message: 'the search worker was not set up'});
      return;
    }
    invoke(backend, message.method, message.args).then(
      (value) => reply({ok: true, value}),
      (error: unknown) => reply({ok: false, message: error instanceof Error ? error.message : String(error)}),
    );
  });
}

interface Pending {
  readonly method: Method;
  readonly args: readonly unknown[];
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The page's side. `inPage` makes the backend to fall back on (loaded only if
 * the worker fails).
 */
export function createWorkerBackend(
  worker: WorkerLike,
  setup: WorkerSetup,
  inPage: () => Promise<SearchBackend>,
): SearchBackend {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let fallback: Promise<SearchBackend> | undefined;

  const runInPage = (call: Omit<Pending, 'resolve' | 'reject'>): Promise<unknown> => {
    fallback ??= inPage();
    return fallback.then((backend) => invoke(backend, call.method, call.args));
  };

  const giveUpOnWorker = (): void => {
    if (fallback) return;
    fallback = inPage();
    worker.terminate();
    for (const call of pending.values()) runInPage(call).then(call.resolve, call.reject);
    pending.clear();
  };

  worker.addEventListener('error', giveUpOnWorker);
  worker.addEventListener('messageerror', giveUpOnWorker);
  worker.addEventListener('message', ({data}) => {
    const reply = data as WorkerReply;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new Error(reply.message));
  });
  worker.postMessage({type: 'setup', ...setup} satisfies WorkerMessage);

  const send = (method: Method, args: readonly unknown[]): Promise<unknown> => {
    if (fallback) return runInPage({method, args});
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {method, args, resolve, reject});
      worker.postMessage({type: 'call', id, method, args} satisfies WorkerMessage);
    });
  };

  return {
    name: 'local',
    search: (params) => send('search', [params]) as Promise<SearchResponse>,
    countByProduct: (query) => send('countByProduct', [query]) as Promise<ProductCounts>,
    prepare: (products: readonly ProductId[], version?: string) =>
      send('prepare', [products, version]) as Promise<void>,
  };
}
