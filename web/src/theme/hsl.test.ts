import { describe, expect, it } from 'vitest';
import { formatHsl, isHslColor, parseHsl } from './hsl';

describe("theme colours in 'h s% l%' form", () => {
  it('reads hue, saturation and lightness, with decimals and extra spaces', () => {
    expect(parseHsl('340 70% 45%')).toEqual({ hue: 340, saturation: 70, lightness: 45 });
    expect(parseHsl('  12.5   100%  0%  ')).toEqual({ hue: 12.5, saturation: 100, lightness: 0 });
  });

  it('refuses other colour forms and values out of range', () => {
    for (const value of [
      '#e11d48',
      'hsl(340, 70%, 45%)',
      '340, 70%, 45%',
      '340 70 45',
      'rose',
      '',
      '361 50% 50%',
      '10 101% 50%',
      '10 50% 120%',
    ]) {
      expect(isHslColor(value), value).toBe(false);
    }
  });

  it('writes a colour with single spaces', () => {
    expect(formatHsl(parseHsl(' 340  70%   45% ')!)).toBe('340 70% 45%');
  });
});
