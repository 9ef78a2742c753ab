import { lazy } from 'react';

/**
 * The navigation bars of each kind of screen (docs/product.md#common-frame): a phone needs the top and bottom bars,
 * a wider screen the desktop bar. Each is its own chunk, so a page the browser renders alone
 * downloads only its screen's; a server-rendered page holds both kinds until it is hydrated
 * (the server cannot know the window's width). preloadNavigationBars starts them with the
 * first page.
 */
const loadDesktopBar = () => import('./site-header');
const loadTopBar = () => import('./mobile-top-bar');
const loadBottomBar = () => import('./mobile-bottom-bar');

export const SiteHeader = lazy(async () => ({ default: (await loadDesktopBar()).SiteHeader }));
export const MobileTopBar = lazy(async () => ({ default: (await loadTopBar()).MobileTopBar }));
export const MobileBottomBar = lazy(async () => ({ default: (await loadBottomBar()).MobileBottomBar }));

/**
 * Fetches the bars alongside the first page's code rather than after it: this screen's, or both
 * kinds for a server-rendered page, which holds both until it is hydrated (app-layout.tsx).
 */
export function preloadNavigationBars(bars: 'phone' | 'desktop' | 'both'): void {
  const loads = [
    ...(bars === 'phone' ? [] : [loadDesktopBar()]),
    ...(bars === 'desktop' ? [] : [loadTopBar(), loadBottomBar()]),
  ];
  // A failed preload is retried by React.lazy when the bar renders.
  Promise.all(loads).catch(() => undefined);
}
