/** The name a shop without a site name goes by (the web client's brand.name). */
export const DEFAULT_SITE_NAME = 'Crumb';

/**
 * The brand's rose (docs/product.md#other-addresses); the theme the owner saves lives in the browser only
 * (adminTheme), so the server knows no other. web/index.html's theme-color says the same.
 */
export const THEME_COLOR = '#e11d48';
/** Original Rose's background (30 60% 98%), shown while an installed shop starts. */
export const BACKGROUND_COLOR = '#fdfaf7';

/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0]!;
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : `${firstWord.slice(0, SHORT_NAME_LENGTH - 1)}…`;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }>;
}

/** The web app manifest that lets a phone install the shop, named after the owner's site name. */
export function webManifest(siteName: string): WebManifest {
  const name = siteName.trim() || DEFAULT_SITE_NAME;
  return {
    name,
    short_name: shortName(name),
    description: 'Cakes, baking mixes and sweets, delivered to your door.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    // SVG icons scale to every size launchers ask for; the maskable one fills its square.
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
