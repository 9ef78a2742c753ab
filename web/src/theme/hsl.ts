/**
 * A colour as the theme writes it (docs/product.md#theme-colours): 'hue saturation% lightness%', for example
 * '340 70% 45%', so a style can add transparency: hsl(var(--primary) / 0.2).
 */
export interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

const number = String.raw`(\d{1,3}(?:\.\d+)?)`;
const triple = new RegExp(String.raw`^${number}\s+${number}%\s+${number}%$`);

/** The three parts of an 'h s% l%' colour, or undefined when the text is not one. */
export function parseHsl(value: string): Hsl | undefined {
  const match = triple.exec(value.trim());
  if (!match) return undefined;
  const [hue, saturation, lightness] = match.slice(1).map(Number) as [number, number, number];
  if (hue > 360 || saturation > 100 || lightness > 100) return undefined;
  return { hue, saturation, lightness };
}

export function isHslColor(value: string): boolean {
  return parseHsl(value) !== undefined;
}

/** The colour written the one way the theme stores it: single spaces, '340 70% 45%'. */
export function formatHsl({ hue, saturation, lightness }: Hsl): string {
  return `${hue} ${saturation}% ${lightness}%`;
}
