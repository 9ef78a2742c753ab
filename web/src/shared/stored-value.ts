import { useSyncExternalStore } from 'react';

/**
 * One value kept in localStorage under a key (docs/product.md#local-storage), readable as a React store and
 * kept in step across tabs: another tab's write arrives as a `storage` event, a write in this
 * tab notifies this tab's readers directly (browsers send no event to the writing tab).
 */
export interface StoredValue<T> {
  get: () => T;
  /** The value when nothing is stored: what the server renders with, and the browser hydrates with. */
  getDefault: () => T;
  set: (value: T) => void;
  /** Forgets the stored value, so readers see the default again. */
  remove: () => void;
  subscribe: (listener: () => void) => () => void;
}

interface StoredValueOptions<T> {
  key: string;
  /** Turns the stored text (null when nothing is stored) into a value; never throws. */
  parse: (raw: string | null) => T;
  serialize: (value: T) => string;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): behave as if empty.
    return null;
  }
}

/** False when storage refused the write (full, or blocked). */
function writeRaw(key: string, raw: string | null): boolean {
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

export function createStoredValue<T>({ key, parse, serialize }: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  // The same text always gives the same object, as useSyncExternalStore requires of snapshots.
  let cache: { raw: string | null; value: T } | undefined;
  // What this tab wrote when storage refused it: the change is lost on reload, but the page
  // keeps working meanwhile (a cart still fills in a privacy mode without storage).
  let unsaved: { raw: string | null } | undefined;
  let fallback: { value: T } | undefined;

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    // event.key is null when another tab cleared the whole storage.
    if (event.key !== key && event.key !== null) return;
    unsaved = undefined;
    notify();
  };

  const store: StoredValue<T> = {
    get() {
      const raw = unsaved ? unsaved.raw : readRaw(key);
      // Nothing stored is the default itself, the very object a server-rendered page hydrated
      // with: React then has no reason to render each reader again, synchronously, right after.
      if (raw === null) return store.getDefault();
      if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
      return cache.value;
    },
    getDefault() {
      fallback ??= { value: parse(null) };
      return fallback.value;
    },
    set(value) {
      const raw = serialize(value);
      unsaved = writeRaw(key, raw) ? undefined : { raw };
      notify();
    },
    remove() {
      unsaved = writeRaw(key, null) ? undefined : { raw: null };
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}

/**
 * The stored value, re-rendering when this or another tab changes it. The server knows nothing
 * of the shopper's storage and renders the default; a server-rendered page hydrates with the
 * default too and shows the stored value right after (React re-renders when they differ).
 */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getDefault);
}

/** JSON.parse that answers undefined instead of throwing on damaged text. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
