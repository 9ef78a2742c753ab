import { formatHsl, parseHsl } from '../../theme/hsl';
import type { ThemeTokens } from '../../theme/tokens';

/** The colours the owner may set by hand (docs/product.md#theme-colours); the text colours stay the preset's. */
export const customColorTokens = [
  'primary',
  'secondary',
  'accent',
  'background',
  'foreground',
  'muted',
  'card',
  'border',
  'ring',
] as const;
export type CustomColorToken = (typeof customColorTokens)[number];
export type CustomColorValues = Record<CustomColorToken, string>;

/** The form's starting values: the colours shown now. */
export function customColorValues(tokens: ThemeTokens): CustomColorValues {
  return Object.fromEntries(customColorTokens.map((token) => [token, tokens[token]])) as CustomColorValues;
}

export function sameCustomColors(first: ThemeTokens, second: ThemeTokens): boolean {
  return customColorTokens.every((token) => first[token] === second[token]);
}

/** The colours as the theme stores them, or undefined while any is not in 'h s% l%' form. */
export function customColors(values: CustomColorValues): Partial<ThemeTokens> | undefined {
  const colors: Partial<ThemeTokens> = {};
  for (const token of customColorTokens) {
    const hsl = parseHsl(values[token]);
    if (!hsl) return undefined;
    colors[token] = formatHsl(hsl);
  }
  return colors;
}
