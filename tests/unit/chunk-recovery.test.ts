import {
  diagnoseChunkFailure,
  failedChunkUrl,
  withChunkRecovery,
  type RecoveryOptions,
  type StatusProbe,
} from '../../src/pageLoading/chunkRecovery';

const PAGE = '/jet/jobs/partner-jobs/';
const CHUNK = 'https://help.example/assets/js/1234.abcd.js';

function probeAnswering(statuses: Record<string, number | undefined>): StatusProbe & {asked: string[]} {
  const asked: string[] = [];
  const probe = async (url: string) => {
    asked.push(url);
    return statuses[url];
  };
  return Object.assign(probe, {asked});
}

describe('diagnosing a route chunk that failed to load', () => {
  it('sends a missing page to the not-found page', async () => {
    await expect(
      diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probeAnswering({[PAGE]: 404})),
    ).resolves.toBe('not-found');
    await expect(diagnoseChunkFailure({address: PAGE}, probeAnswering({[PAGE]: 410}))).resolves.toBe(
      'not-found',
    );
  });

  it('sends a failing server to the server-error page', async () => {
    await expect(
      diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probeAnswering({[PAGE]: 500})),
    ).resolves.toBe('server-error');
    await expect(diagnoseChunkFailure({address: PAGE}, probeAnswering({[PAGE]: 503}))).resolves.toBe(
      'server-error',
    );
  });

  it('recognises a new deploy: the page is there but the chunk file is gone', async () => {
    const probe = probeAnswering({[PAGE]: 200, [CHUNK]: 404});
    await expect(diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probe)).resolves.toBe('stale-deploy');
    expect(probe.asked).toEqual([PAGE, CHUNK]);
  });

  it('retries anything else', async () => {
    await expect(
      diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probeAnswering({[PAGE]: 200, [CHUNK]: 200})),
    ).resolves.toBe('retry');
    await expect(
      diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probeAnswering({[PAGE]: 200, [CHUNK]: 503})),
    ).resolves.toBe('retry');
    await expect(diagnoseChunkFailure({address: PAGE}, probeAnswering({[PAGE]: 200}))).resolves.toBe('retry');
    // No answer at all: offline or the connection dropped.
    await expect(diagnoseChunkFailure({address: PAGE, chunkUrl: CHUNK}, probeAnswering({}))).resolves.toBe(
      'retry',
    );
    await expect(diagnoseChunkFailure({address: PAGE}, probeAnswering({[PAGE]: 429}))).resolves.toBe('retry');
  });

  it('reads the chunk URL from the loader error', () => {
    const error = Object.assign(new Error('Loading chunk 1234 failed.'), {
      name: 'ChunkLoadError',
      request: CHUNK,
    });
    expect(failedChunkUrl(error)).toBe(CHUNK);
    expect(failedChunkUrl(new Error('other'))).toBeUndefined();
    expect(failedChunkUrl('text')).toBeUndefined();
  });
});

describe('loading a chunk with recovery', () => {
  function loaderFailing(times: number) {
    const attempts: string[] = [];
    const load = async (id: string) => {
      attempts.push(id);
      if (attempts.length <= times) throw new Error(`Loading chunk ${id} failed.`);
      return `chunk ${id}`;
    };
    return {load, attempts};
  }

  function options(overrides: Partial<RecoveryOptions> = {}): RecoveryOptions & {pauses: number[]} {
    const pauses: number[] = [];
    return {
      retries: 3,
      pause: async (attempt) => {
        pauses.push(attempt);
      },
      onFailure: async () => 'retry',
      onExhausted: () => false,
      ...overrides,
      pauses,
    };
  }

  /**
   * Resolves to 'pending' when the promise has not settled once every job already queued has run
   * (the loader, pauses and handlers here settle without timers; setImmediate comes after them all).
   */
  async function settledState(promise: Promise<unknown>): Promise<string> {
    const marker = Symbol('pending');
    const result = await Promise.race([
      promise.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setImmediate(() => resolve(marker))),
    ]);
    return result === marker ? 'pending' : String(result);
  }

  it('succeeds when the chunk loads on the last of 3 retries', async () => {
    const {load, attempts} = loaderFailing(3);
    const opts = options();
    await expect(withChunkRecovery(load, opts)('42')).resolves.toBe('chunk 42');
    expect(attempts).toHaveLength(4);
    expect(opts.pauses).toEqual([1, 2, 3]);
  });

  it('gives up after 3 retries and rethrows when nobody reported it', async () => {
    const {load, attempts} = loaderFailing(10);
    await expect(withChunkRecovery(load, options())('42')).rejects.toThrow('Loading chunk 42 failed.');
    expect(attempts).toHaveLength(4);
  });

  it('never settles once the failure is reported to the reader', async () => {
    const {load} = loaderFailing(10);
    const exhausted: unknown[] = [];
    const loading = withChunkRecovery(
      load,
      options({onExhausted: (error) => exhausted.push(error) > 0}),
    )('42');
    await expect(settledState(loading)).resolves.toBe('pending');
    expect(exhausted).toHaveLength(1);
  });

  it('stops trying and never settles when the page is being left', async () => {
    const {load, attempts} = loaderFailing(10);
    const loading = withChunkRecovery(load, options({onFailure: async () => 'handled'}))('42');
    await expect(settledState(loading)).resolves.toBe('pending');
    expect(attempts).toHaveLength(1);
  });
});
