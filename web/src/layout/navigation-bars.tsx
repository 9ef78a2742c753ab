import { lazy } from 'react';

/**
 * The navigation bars of each kind of screen (SPEC §2): a phone needs the top and bottom bars,
 * a wider screen the desktop bar, never both. Each is its own chunk, so neither kind of screen
 * downloads the other's; preloadNavigationBars starts the right one with the first page.
 */
const loadDesktopBar = () => import('./site-header');
const loadTopBar = () => import('./mobile-top-bar');
const loadBottomBar = () => import('./mobile-bottom-bar');

export const SiteHeader = lazy(async () => ({ default: (await loadDesktopBar()).SiteHeader }));
export const MobileTopBar = lazy(async () => ({ default: (await loadTopBar()).MobileTopBar }));
export const MobileBottomBar = lazy(async () => ({ default: (await loadBottomBar()).MobileBottomBar }));

/** Fetches this screen's bars alongside the first page's code rather than after it. */
export function preloadNavigationBars(isDesktop: boolean): void {
  const loads = isDesktop ? [loadDesktopBar()] : [loadTopBar(), loadBottomBar()];
  // A failed preload is retried by React.lazy when the bar renders.
  Promise.all(loads).catch(() => undefined);
}
