import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and at once in a page the browser renders alone). For parts that only the browser can fill
 * in, such as what the shopper's own storage holds: rendering them after hydration keeps the
 * first render in the browser the same as the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
