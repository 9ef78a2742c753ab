import { useMemoryStore } from '../shared/memory-store';
import { createStoredValue, isRecord, parseJson, useStoredValue } from '../shared/stored-value';
import { appliedTheme } from './applied-theme';
import { formatHsl, parseHsl } from './hsl';
import { originalRose, type ColorToken, type StoredTheme, type ThemeTokens } from './tokens';

export type { StoredTheme } from './tokens';

/** The local storage key (docs/product.md#local-storage). */
export const themeStorageKey = 'adminTheme';

const tokenNames = Object.keys(originalRose) as ColorToken[];

/** Keeps only known tokens in 'h s% l%' form; a damaged colour falls back to the default one. */
export function parseStoredTheme(raw: string | null): StoredTheme | undefined {
  const stored = parseJson(raw);
  if (!isRecord(stored) || !isRecord(stored.colors)) return undefined;
  const colors: Partial<ThemeTokens> = {};
  for (const token of tokenNames) {
    const value = stored.colors[token];
    const hsl = typeof value === 'string' ? parseHsl(value) : undefined;
    if (hsl) colors[token] = formatHsl(hsl);
  }
  return { name: typeof stored.name === 'string' ? stored.name : undefined, colors };
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

/** The theme shown now: the one being tried on the theme page, else the saved one. */
export function useCurrentTheme(): StoredTheme | undefined {
  const applied = useMemoryStore(appliedTheme);
  const stored = useStoredValue(storedTheme);
  return applied ?? stored;
}

export function useThemeTokens(): ThemeTokens {
  return themeTokens(useCurrentTheme());
}
