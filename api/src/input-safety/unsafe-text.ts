/**
 * Texts a shop can store and show: no NUL or other control characters (PostgreSQL cannot hold
 * NUL at all, and the others are invisible, break CSV cells and emails, or hide text), and no
 * half of a UTF-16 surrogate pair (it cannot be written as UTF-8). Tab and line breaks are
 * ordinary text: a description, an address or a note has lines.
 */

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface UnsafeText {
  /** Where the text sits: `customerName`, `items[0].message`, `variables.input.name`. */
  path: string;
  /** What is wrong with it, in words a caller can act on. */
  problem: string;
}

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `U+000A`: how a character is named in an answer, since it may not show. */
export const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** What makes one string unsafe, or null when it is fine. */
export function textProblem(text: string): string | null {
  const control = CONTROL_CHARACTER.exec(text);
  if (control) return `contains the control character ${codePoint(control[0])}`;
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate (not a character)';
  return null;
}

const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Keys are texts too: an object's key reaches error messages and stored JSON. */
const MAX_DEPTH = 64;

/**
 * The first unsafe text in a parsed JSON value (an object's keys included), with the path to
 * it, or null. `path` names the value itself ('' for a request body, whose fields are then
 * named as they are).
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): UnsafeText | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: path || 'the text', problem } : null;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeText(value[index], child(path, index), depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Only data: bytes and an uploaded file (its name is never stored) are checked by their own rules.
  if (ArrayBuffer.isView(value) || typeof (value as { createReadStream?: unknown }).createReadStream === 'function')
    return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: child(path, '(a field name)'), problem: keyProblem };
    const found = findUnsafeText(inner, child(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

/** The message of the 400 that refuses it: the field first, so a form can point at it. */
export const unsafeTextMessage = ({ path, problem }: UnsafeText) => `${path} ${problem}, which a text may not hold`;
