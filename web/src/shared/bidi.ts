/**
 * A left-to-right value (a phone number) inside a sentence of either language: wrapped in
 * Unicode isolates, so Arabic text around it does not move its + or its digit groups, and kept
 * on one line (a number broken over two lines of right-to-left text reads in the wrong order).
 */
export function isolateLtr(value: string): string {
  return `\u2066${value.replace(/ /g, '\u00a0')}\u2069`;
}

/**
 * A value typed by a person (a name) inside a sentence: isolated with its own direction taken
 * from its first letter, so 'Fatima Ali!' keeps its '!' in an Arabic sentence.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * The text without the invisible direction marks and isolates (LRM, RLM, the Arabic letter mark,
 * embeddings, overrides and isolates) that isolate() and isolateLtr() add for the page: a text
 * handed to another app (a WhatsApp message) is laid out by that app's own rules, where the marks
 * show as stray characters or move the digits around them.
 */
export function withoutDirectionMarks(text: string): string {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
