import { parseHsl, type Hsl } from './hsl';

/** sRGB channels from 0 to 1 (the CSS Color 4 hsl-to-rgb conversion). */
function toRgb({ hue, saturation, lightness }: Hsl): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG relative luminance. */
function luminance(color: Hsl): number {
  const [r, g, b] = toRgb(color).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG 2.2 contrast ratio of two 'h s% l%' colours: 1 for the same colour, 21 for black
 * on white. AA asks 4.5 for text and 3 for large text and the parts of controls.
 */
export function contrastRatio(first: string, second: string): number {
  const a = parseHsl(first);
  const b = parseHsl(second);
  if (!a || !b) throw new Error(`Not an 'h s% l%' colour: ${a ? second : first}`);
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
