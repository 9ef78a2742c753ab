import { createStoredValue, isRecord, parseJson, useStoredValue } from '../shared/stored-value';
import { originalRose, type ColorToken, type ThemeTokens } from './tokens';

/**
 * SPEC §3 Theme: the owner's colours, kept in local storage under adminTheme as
 * `{ "name": "Forest Green", "colors": { "primary": "142 60% 32%", ... } }`, each colour an
 * 'h s% l%' triple. The admin theme page (issue 5) writes it with storedTheme.set; every tab
 * applies it at start and whenever it changes.
 */
export interface StoredTheme {
  name?: string;
  colors: Partial<ThemeTokens>;
}

/** SPEC §9 local storage key. */
export const themeStorageKey = 'adminTheme';

const hslTriple = /^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$/;
const tokenNames = Object.keys(originalRose) as ColorToken[];

/** Keeps only known tokens in 'h s% l%' form; a damaged colour falls back to the default one. */
export function parseStoredTheme(raw: string | null): StoredTheme | undefined {
  const stored = parseJson(raw);
  if (!isRecord(stored) || !isRecord(stored.colors)) return undefined;
  const colors = stored.colors;
  const valid = tokenNames.filter((token) => {
    const value = colors[token];
    return typeof value === 'string' && hslTriple.test(value.trim());
  });
  return {
    name: typeof stored.name === 'string' ? stored.name : undefined,
    colors: Object.fromEntries(valid.map((token) => [token, (colors[token] as string).trim()])),
  };
}

export const storedTheme = createStoredValue<StoredTheme | undefined>({
  key: themeStorageKey,
  parse: parseStoredTheme,
  serialize: (theme) => JSON.stringify(theme),
});

/** The stored colours over the default preset: the tokens the page is painted with. */
export function themeTokens(theme: StoredTheme | undefined): ThemeTokens {
  return { ...originalRose, ...theme?.colors };
}

export function useThemeTokens(): ThemeTokens {
  const theme = useStoredValue(storedTheme);
  return themeTokens(theme);
}
