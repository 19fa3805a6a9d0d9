/**
 * What the reader is told about page loading, shared between the client
 * modules that watch navigation and the components `Root` renders.
 */
export interface PageLoadState {
  /** A route change has been loading for more than a second. */
  readonly slow: boolean;
  /** Address whose code could not be loaded even after retries. */
  readonly failedAddress: string | null;
  /** Text of the "Navigated to …" announcement. */
  readonly announcement: string;
}

const INITIAL: PageLoadState = {slow: false, failedAddress: null, announcement: ''};

let state: PageLoadState = INITIAL;
const listeners = new Set<() => void>();

export const pageLoadStore = {
  getSnapshot: (): PageLoadState => state,
  getServerSnapshot: (): PageLoadState => INITIAL,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(change: Partial<PageLoadState>): void {
    const keys = Object.keys(change) as (keyof PageLoadState)[];
    if (keys.every((key) => state[key] === change[key])) return;
    state = {...state, ...change};
    listeners.forEach((listener) => listener());
  },
};
