/**
 * jsdom has no layout and no matchMedia. This stand-in answers (min-width: ...) queries for a
 * chosen viewport width, so tests can render the phone and the desktop wording.
 */
export const desktopWidth = 1280;
export const phoneWidth = 390;

const rootFontSize = 16;
let viewportWidth = desktopWidth;

export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

function matches(query: string): boolean {
  const minWidth = /\(min-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  if (!minWidth) return false;
  const [, amount = '0', unit] = minWidth;
  return viewportWidth >= Number(amount) * (unit === 'rem' ? rootFontSize : 1);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
