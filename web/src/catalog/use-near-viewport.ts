import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onNear` when the element comes within a screen's height below the viewport, so the next
 * page of a list is asked for before the shopper reaches its end. Each time `watching` turns true
 * again it looks anew: an element still in range once a page has loaded (a tall screen, a short
 * page) asks at once for the one after. Where the browser has no IntersectionObserver nothing is
 * called, and the list's own button remains.
 */
export function useNearViewport(onNear: () => void, watching: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useEffectEvent(onNear);

  useEffect(() => {
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, element]);

  return setElement;
}
