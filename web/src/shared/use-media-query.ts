import { useSyncExternalStore } from 'react';
import { assumedMatch, useRenderHints } from '../ssr/render-hints';

/**
 * Whether a media query matches, kept current as the window resizes. For the few choices CSS
 * cannot make, such as a different accessible name per screen size. Without matchMedia the
 * answer is false, matching the mobile-first styles. On the server, and in the browser while it
 * hydrates a server-rendered page, the answer is the one for the screen the server assumed.
 */
export function useMediaQuery(query: string): boolean {
  const { viewport } = useRenderHints();
  return useSyncExternalStore(
    (onChange) => {
      if (!window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => assumedMatch(query, viewport),
  );
}
