/**
 * What to do when a route's code fails to load. The address the reader is
 * going to is probed: a 404 or 410 means the page is gone, a 5xx that the
 * server is failing. If the address is fine but the chunk file itself answers
 * 404, a new deploy replaced the chunks this tab knows about. Anything else
 * (a network error, a timeout) is worth another try.
 */
export type ChunkFailureVerdict = 'not-found' | 'server-error' | 'stale-deploy' | 'retry';

/** Answers the HTTP status of a URL, or undefined when no answer came. */
export type StatusProbe = (url: string) => Promise<number | undefined>;

export interface ChunkFailure {
  /** Address of the page being loaded. */
  readonly address: string;
  /** URL of the chunk file that failed, when the loader says which. */
  readonly chunkUrl?: string;
}

export async function diagnoseChunkFailure(
  {address, chunkUrl}: ChunkFailure,
  probe: StatusProbe,
): Promise<ChunkFailureVerdict> {
  const status = await probe(address);
  if (status === 404 || status === 410) return 'not-found';
  if (status !== undefined && status >= 500) return 'server-error';
  if (status === undefined || status >= 400) return 'retry';
  if (chunkUrl !== undefined && (await probe(chunkUrl)) === 404) return 'stale-deploy';
  return 'retry';
}

/** The chunk URL a webpack/Rspack `ChunkLoadError` carries in `request`. */
export function failedChunkUrl(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('request' in error)) return undefined;
  return typeof error.request === 'string' ? error.request : undefined;
}

export type ChunkLoader<Id> = (chunkId: Id) => Promise<unknown>;

export interface RecoveryOptions {
  /** Further attempts after the first one fails. */
  readonly retries: number;
  /** Pause before retry number `attempt` (1-based). */
  readonly pause: (attempt: number) => Promise<void>;
  /** After a failed attempt: 'handled' when the page is being left (redirect or full load). */
  readonly onFailure: (error: unknown) => Promise<'retry' | 'handled'>;
  /** After the last attempt failed: true when the reader was told (the load then never settles). */
  readonly onExhausted: (error: unknown) => boolean;
}

/** A promise that never settles: the page is being left or the error is on screen. */
function held(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** Wraps a chunk loader so failures are diagnosed and retried as described above. */
export function withChunkRecovery<Id>(load: ChunkLoader<Id>, options: RecoveryOptions): ChunkLoader<Id> {
  return async (chunkId) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load(chunkId);
      } catch (error) {
        if ((await options.onFailure(error)) === 'handled') return held();
        if (attempt >= options.retries) {
          if (options.onExhausted(error)) return held();
          throw error;
        }
        await options.pause(attempt + 1);
      }
    }
  };
}
