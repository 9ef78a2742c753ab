import type { Viewport } from './render-hints';

/**
 * The source file of a lazily loaded storefront page, kept on its route (`handle`) so the
 * server can tell the browser which chunks the page needs before its script asks for them
 * (`<link rel="modulepreload">`, looked up in the build's manifest by this path).
 */
export interface PageModuleHandle {
  module: string;
}

export function pageModule(module: string): PageModuleHandle {
  return { module };
}

export function isPageModuleHandle(handle: unknown): handle is PageModuleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageModuleHandle).module === 'string';
}

/**
 * The lazily loaded frame around every page, by screen (layout/navigation-bars.tsx and
 * app-layout.tsx load them): the server renders them, so the browser needs them to hydrate.
 * Every screen gets both kinds of bars from the server (CSS shows the one that fits the window,
 * whose width the server cannot know), so every screen needs them all.
 */
const frame = [
  'src/layout/mobile-top-bar.tsx',
  'src/layout/mobile-bottom-bar.tsx',
  'src/layout/site-header.tsx',
  'src/layout/site-footer.tsx',
] as const;
export const frameModules: Record<Viewport, readonly string[]> = { phone: frame, desktop: frame };
