import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to an element once the next render has drawn it: the name field of a
 * row just added, the button of a row just moved, the Add button after a row was removed (whose
 * own button went with it). Called with the change that causes that render.
 */
export function useFocusAfterRender(): (elementId: string) => void {
  const target = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (target.current === undefined) return;
    document.getElementById(target.current)?.focus();
    target.current = undefined;
  });
  return (elementId) => {
    target.current = elementId;
  };
}
