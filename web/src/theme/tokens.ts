/**
 * The colour tokens of a theme, each an 'h s% l%' triple (docs/product.md#theme-colours) so a style can add
 * transparency: hsl(var(--primary) / 0.2). The admin theme page swaps the set (theme-presets.ts).
 */
export interface ThemeTokens {
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
  accent: string;
  accentForeground: string;
  background: string;
  foreground: string;
  muted: string;
  mutedForeground: string;
  card: string;
  cardForeground: string;
  border: string;
  ring: string;
}

export type ColorToken = keyof ThemeTokens;

/**
 * The owner's colours (docs/product.md#theme-colours), kept in local storage under adminTheme as
 * `{ "name": "Forest Green", "colors": { "primary": "142 60% 32%", ... } }`, each colour an
 * 'h s% l%' triple (stored-theme.ts). The admin theme page writes it with storedTheme.set, or
 * tries it on first (applied-theme.ts); every tab applies it at start and whenever it changes.
 */
export interface StoredTheme {
  name?: string;
  colors: Partial<ThemeTokens>;
}

/** The default preset. Text pairs are chosen for WCAG AA contrast on their backgrounds. */
export const originalRose: ThemeTokens = {
  primary: '340 70% 45%',
  primaryForeground: '0 0% 100%',
  secondary: '345 80% 95%',
  secondaryForeground: '340 65% 28%',
  accent: '28 90% 90%',
  accentForeground: '20 60% 24%',
  background: '30 60% 98%',
  foreground: '340 30% 14%',
  muted: '340 25% 94%',
  mutedForeground: '340 12% 36%',
  card: '0 0% 100%',
  cardForeground: '340 30% 14%',
  border: '340 25% 88%',
  ring: '340 70% 45%',
};

/** ThemeTokens key -> CSS custom property name: primaryForeground -> --primary-foreground. */
export function cssVariableName(token: ColorToken): string {
  return `--${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A colour for styled-components rules, read from the current theme's CSS variable. */
export function color(token: ColorToken, alpha?: number): string {
  const channels = `var(${cssVariableName(token)})`;
  return alpha === undefined ? `hsl(${channels})` : `hsl(${channels} / ${alpha})`;
}
