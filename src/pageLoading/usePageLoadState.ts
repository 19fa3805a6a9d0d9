import {useSyncExternalStore} from 'react';
import {pageLoadStore, type PageLoadState} from './pageLoadStore';

/** The page-loading state, re-rendering on every change. */
export function usePageLoadState(): PageLoadState {
  return useSyncExternalStore(
    pageLoadStore.subscribe,
    pageLoadStore.getSnapshot,
    pageLoadStore.getServerSnapshot,
  );
}
