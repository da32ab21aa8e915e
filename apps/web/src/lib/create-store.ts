export interface Store<T> {
  getState(): T;
  setState(update: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The smallest store React can subscribe to with `useSyncExternalStore`. App-wide state here is a
 * handful of fields (auth, mode, the error display), too little to justify a state library.
 */
export function createStore<T>(initialState: T): Store<T> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const next = typeof update === 'function' ? (update as (previous: T) => T)(state) : update;
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
