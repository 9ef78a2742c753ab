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
  lang?: string;
  dir?: 'ltr' | 'rtl';
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

/** The back office's words in each language it is read in. */
const BACK_OFFICE = {
  en: {
    name: (shop: string) => `${shop} Back Office`,
    short_name: 'Back Office',
    description: "The shop's orders, baking list and settings.",
    dir: 'ltr',
  },
  ar: {
    name: (shop: string) => `إدارة ${shop}`,
    short_name: 'الإدارة',
    description: 'طلبات المتجر وقائمة الخَبز والإعدادات.',
    dir: 'rtl',
  },
} as const;

export type BackOfficeLanguage = keyof typeof BACK_OFFICE;
export const BACK_OFFICE_LANGUAGES = Object.keys(BACK_OFFICE) as BackOfficeLanguage[];

/**
 * The back office installed as an app of its own on the kitchen's tablet or the owner's phone:
 * it opens on /admin and stays within it, apart from the shop's app, in the language it is read in.
 */
export function backOfficeManifest(siteName: string, language: BackOfficeLanguage): WebManifest {
  const shop = siteName.trim() || DEFAULT_SITE_NAME;
  const words = BACK_OFFICE[language];
  return {
    ...webManifest(siteName),
    name: words.name(shop),
    short_name: words.short_name,
    description: words.description,
    lang: language,
    dir: words.dir,
    start_url: '/admin',
    scope: '/admin',
  };
}
