import { useSyncExternalStore } from 'react';

/** A value shared by components that are far apart in the tree (the toast list, a dialog's open state). */
export interface MemoryStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createMemoryStore<T>(initial: T): MemoryStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useMemoryStore<T>(store: MemoryStore<T>): T {
  // In-memory values start the same on the server and in the browser.
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
