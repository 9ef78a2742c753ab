import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '../ssr/hydration-slices';

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and at once in a page the browser renders alone). For parts that only the browser can fill
 * in, such as what the shopper's own storage holds: rendering them after hydration keeps the
 * first render in the browser the same as the server's HTML.
 *
 * The switch after hydration is a transition, which React renders in short slices. (A store
 * read with useSyncExternalStore that answers otherwise once hydrated makes React render every
 * reader again synchronously: one long task on a slow phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
