import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current as the window resizes. For the few choices CSS
 * cannot make, such as a different accessible name per screen size. Without matchMedia the
 * answer is false, matching the mobile-first styles.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}
