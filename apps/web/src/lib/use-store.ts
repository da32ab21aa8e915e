import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/** Reads a store's current state and re-renders when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'getState' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
