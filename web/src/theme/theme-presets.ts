import { originalRose, type ThemeTokens } from './tokens';

export const themePresetIds = [
  'originalRose',
  'darkBlue',
  'forestGreen',
  'royalPurple',
  'sunsetOrange',
  'oceanTeal',
] as const;
export type ThemePresetId = (typeof themePresetIds)[number];

export interface ThemePreset {
  id: ThemePresetId;
  /** The English name, kept with a saved theme (adminTheme's name); the page shows it translated. */
  name: string;
  tokens: ThemeTokens;
}

/**
 * Six presets with fixed values (docs/product.md#theme-colours), Original Rose the default. Every text colour
 * meets WCAG AA on the backgrounds it is drawn on (theme-presets.test.ts measures them): white
 * on a darkish primary, dark text on pale secondary, accent, muted, background and card.
 */
export const themePresets: readonly ThemePreset[] = [
  { id: 'originalRose', name: 'Original Rose', tokens: originalRose },
  {
    id: 'darkBlue',
    name: 'Dark Blue',
    tokens: {
      primary: '221 70% 38%',
      primaryForeground: '0 0% 100%',
      secondary: '214 80% 94%',
      secondaryForeground: '222 60% 26%',
      accent: '199 85% 88%',
      accentForeground: '205 70% 20%',
      background: '210 40% 98%',
      foreground: '222 47% 14%',
      muted: '214 30% 93%',
      mutedForeground: '217 18% 36%',
      card: '0 0% 100%',
      cardForeground: '222 47% 14%',
      border: '214 28% 86%',
      ring: '221 70% 38%',
    },
  },
  {
    id: 'forestGreen',
    name: 'Forest Green',
    tokens: {
      primary: '142 60% 28%',
      primaryForeground: '0 0% 100%',
      secondary: '138 45% 92%',
      secondaryForeground: '145 55% 20%',
      accent: '48 85% 86%',
      accentForeground: '35 70% 22%',
      background: '90 30% 97%',
      foreground: '150 30% 12%',
      muted: '120 18% 92%',
      mutedForeground: '140 12% 32%',
      card: '0 0% 100%',
      cardForeground: '150 30% 12%',
      border: '120 18% 85%',
      ring: '142 60% 28%',
    },
  },
  {
    id: 'royalPurple',
    name: 'Royal Purple',
    tokens: {
      primary: '262 52% 47%',
      primaryForeground: '0 0% 100%',
      secondary: '265 70% 95%',
      secondaryForeground: '265 50% 30%',
      accent: '290 60% 92%',
      accentForeground: '290 45% 26%',
      background: '260 40% 98%',
      foreground: '262 35% 15%',
      muted: '260 25% 93%',
      mutedForeground: '262 12% 38%',
      card: '0 0% 100%',
      cardForeground: '262 35% 15%',
      border: '260 25% 87%',
      ring: '262 52% 47%',
    },
  },
  {
    id: 'sunsetOrange',
    name: 'Sunset Orange',
    tokens: {
      primary: '18 85% 38%',
      primaryForeground: '0 0% 100%',
      secondary: '30 95% 93%',
      secondaryForeground: '20 70% 25%',
      accent: '45 95% 86%',
      accentForeground: '30 75% 22%',
      background: '35 70% 98%',
      foreground: '20 35% 13%',
      muted: '30 35% 93%',
      mutedForeground: '20 15% 35%',
      card: '0 0% 100%',
      cardForeground: '20 35% 13%',
      border: '30 40% 86%',
      ring: '18 85% 38%',
    },
  },
  {
    id: 'oceanTeal',
    name: 'Ocean Teal',
    tokens: {
      primary: '184 80% 26%',
      primaryForeground: '0 0% 100%',
      secondary: '180 50% 92%',
      secondaryForeground: '186 70% 20%',
      accent: '200 80% 90%',
      accentForeground: '205 70% 22%',
      background: '180 30% 98%',
      foreground: '190 40% 12%',
      muted: '185 20% 92%',
      mutedForeground: '190 15% 33%',
      card: '0 0% 100%',
      cardForeground: '190 40% 12%',
      border: '185 22% 85%',
      ring: '184 80% 26%',
    },
  },
];

/** The preset whose every colour the tokens carry, if any: the one the theme page marks Active. */
export function matchingPreset(tokens: ThemeTokens): ThemePreset | undefined {
  return themePresets.find((preset) =>
    (Object.keys(preset.tokens) as (keyof ThemeTokens)[]).every((token) => preset.tokens[token] === tokens[token]),
  );
}
