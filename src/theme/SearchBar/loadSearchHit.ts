import type {ComponentType} from 'react';
import type {Props} from '@site/src/components/SearchHit';

type SearchHitModule = {default: ComponentType<Props>};

let loading: Promise<SearchHitModule> | undefined;
let loaded: SearchHitModule | undefined;

/**
 * Loads the dropdown's hit component once (a failed load is tried again on
 * the next call). The box calls it on first focus or hover, and when text
 * arrives, ahead of the first hits.
 */
export function loadSearchHit(): Promise<SearchHitModule> {
  loading ??= import('@site/src/components/SearchHit').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What the dropdown's `lazy` is made from. Once the code is here, React's
 * `lazy` gets a thenable that answers at once, which it renders without
 * suspending, so the first hits never flash their fallback for a frame.
 */
export function searchHitForLazy(): Promise<SearchHitModule> {
  const module = loaded;
  if (!module) return loadSearchHit();
  const answered = {then: (resolve: (value: SearchHitModule) => void) => resolve(module)};
  return answered as unknown as Promise<SearchHitModule>;
}
