import { createContext, useContext, type ReactNode } from 'react';

/** The layouts the storefront has: phones below the md breakpoint, wider screens above. */
export type Viewport = 'phone' | 'desktop';

/**
 * What the server assumes about the browser it renders for, and the browser keeps while it
 * hydrates the page: the screen kind (from the request's hints) and the site's address. Media
 * queries answer for this screen until hydration is done, so the first render in the browser
 * matches the server's HTML; then they answer for the real screen.
 */
export interface RenderHints {
  viewport: Viewport;
  origin: string;
  /**
   * On the server: a page calls this while rendering when what its address names does not exist
   * (an unknown route, a deleted product's page), so the page is answered 404.
   */
  onNotFound?: () => void;
}

/** Widths, in CSS pixels, that stand for each kind of screen: a common phone and a laptop. */
const ASSUMED_WIDTH: Record<Viewport, number> = { phone: 390, desktop: 1280 };
const REM_PX = 16;

const defaultHints: RenderHints = {
  viewport: 'phone',
  origin: typeof window === 'undefined' ? '' : window.location.origin,
};

const RenderHintsContext = createContext<RenderHints>(defaultHints);

export function RenderHintsProvider({ hints, children }: { hints: RenderHints; children: ReactNode }) {
  return <RenderHintsContext.Provider value={hints}>{children}</RenderHintsContext.Provider>;
}

export function useRenderHints(): RenderHints {
  return useContext(RenderHintsContext);
}

/**
 * Whether a `(min-width: …)` query (the only kind the app asks, theme/media.ts) matches the
 * assumed screen. Anything else counts as not matching, like the mobile-first styles.
 */
export function assumedMatch(query: string, viewport: Viewport): boolean {
  const match = /\(\s*min-width:\s*([\d.]+)(rem|px)\s*\)/.exec(query);
  if (!match) return false;
  const minPx = Number(match[1]) * (match[2] === 'rem' ? REM_PX : 1);
  return ASSUMED_WIDTH[viewport] >= minPx;
}
