import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * React hydrates a server-rendered page in slices: the frame first, then each Suspense boundary
 * on its own, at low priority or once its code has arrived. A change that every part of the page
 * reads outside React's state (the language: i18next's one instance) must wait until the last
 * slice is hydrated: a slice still waiting would render in the new language over HTML in the old
 * one, and React would throw the page's HTML away (error 418) and render it again.
 *
 * The storefront's frame marks its boundaries as HydrationSlice; afterHydration runs a change
 * once none is waiting.
 */

/** Whether the browser is taking over a server-rendered page (set before hydrateRoot). */
let hydrating = false;
const waitingSlices = new Set<object>();
let afterwards: Array<() => void> = [];

/** Called once, right before hydrateRoot: the slices rendered from now on wait to be hydrated. */
export function beginHydration(): void {
  hydrating = true;
}

/** Whether a part of the server-rendered page is still waiting to be hydrated. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `change` now if no part of the page is still being hydrated, else once the last one is. */
export function afterHydration(change: () => void): void {
  if (waitingSlices.size === 0) change();
  else afterwards.push(change);
}

function sliceDone(slice: object): void {
  if (!waitingSlices.delete(slice) || waitingSlices.size > 0) return;
  // The page is the browser's now: slices mounted later are plain client renders.
  hydrating = false;
  const changes = afterwards;
  afterwards = [];
  changes.forEach((change) => change());
}

/** Rendered inside a slice: its effect runs when the slice's content is committed (hydrated). */
function SliceHydrated({ slice }: { slice: object }) {
  useEffect(() => sliceDone(slice), [slice]);
  return null;
}

/**
 * A Suspense boundary of the server-rendered page that says when it is hydrated. Its parent must
 * not render it again while it hydrates (pass it as a stable element): new props would make React
 * hydrate it at once, or render it again on the client if its code is not there yet.
 */
export function HydrationSlice({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // Decided once, without a state that changes after hydration (which would render it again).
  const [slice] = useState(() => (hydrating ? {} : null));
  // A layout effect: registered in the commit that mounts the slice, before any slice's
  // SliceHydrated effect of that commit runs (a slice nested in one just hydrated included).
  useLayoutEffect(() => {
    if (!slice) return;
    waitingSlices.add(slice);
    // Removed before it was hydrated (a frame the screen does not need): nothing to wait for.
    return () => sliceDone(slice);
  }, [slice]);
  return (
    <Suspense fallback={fallback}>
      {children}
      {slice && <SliceHydrated slice={slice} />}
    </Suspense>
  );
}
