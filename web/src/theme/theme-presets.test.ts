import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { isHslColor } from './hsl';
import { matchingPreset, themePresets } from './theme-presets';
import { originalRose, type ColorToken } from './tokens';

/** Each text colour with the backgrounds the app draws it on. */
const textOnBackgrounds: readonly [text: ColorToken, backgrounds: readonly ColorToken[]][] = [
  ['foreground', ['background', 'muted']],
  ['cardForeground', ['card']],
  ['primaryForeground', ['primary']],
  ['secondaryForeground', ['secondary']],
  ['accentForeground', ['accent']],
  ['mutedForeground', ['muted', 'background', 'card']],
  // Links, outline buttons and selected tabs are primary text on the page, a card or secondary.
  ['primary', ['background', 'card', 'secondary']],
];

/** Text (4.5:1) and focus-ring (3:1) pairs as the app draws them, WCAG 2.2 AA. */
const pairs: readonly [text: ColorToken, background: ColorToken, minimum: number][] = [
  ...textOnBackgrounds.flatMap(([text, backgrounds]) =>
    backgrounds.map((background): [ColorToken, ColorToken, number] => [text, background, 4.5]),
  ),
  ['ring', 'background', 3],
];

describe('theme presets', () => {
  it('are the six documented ones, Original Rose first and the default', () => {
    expect(themePresets.map((preset) => preset.name)).toEqual([
      'Original Rose',
      'Dark Blue',
      'Forest Green',
      'Royal Purple',
      'Sunset Orange',
      'Ocean Teal',
    ]);
    expect(themePresets[0]?.tokens).toBe(originalRose);
    expect(originalRose.primary).toBe('340 70% 45%');
  });

  it.each(themePresets)('$name gives every token as h s% l%', ({ tokens }) => {
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(originalRose).sort());
    for (const value of Object.values(tokens)) expect(isHslColor(value), value).toBe(true);
  });

  it.each(themePresets)('$name keeps WCAG AA contrast', ({ tokens }) => {
    for (const [text, background, minimum] of pairs) {
      const ratio = contrastRatio(tokens[text], tokens[background]);
      expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('names the preset whose colours are all in use, and none for a mix', () => {
    const forest = themePresets.find((preset) => preset.id === 'forestGreen')!;
    expect(matchingPreset({ ...forest.tokens })?.id).toBe('forestGreen');
    expect(matchingPreset({ ...forest.tokens, primary: '0 0% 0%' })).toBeUndefined();
  });
});

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('0 0% 0%', '0 0% 100%')).toBeCloseTo(21, 5);
    expect(contrastRatio('0 0% 100%', '0 0% 0%')).toBeCloseTo(21, 5);
    expect(contrastRatio('340 70% 45%', '340 70% 45%')).toBe(1);
  });

  it('matches the published value of pure red on white', () => {
    expect(contrastRatio('0 100% 50%', '0 0% 100%')).toBeCloseTo(4, 1);
  });
});
