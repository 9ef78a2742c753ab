import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, textProblem } from './unsafe-text';

describe('textProblem', () => {
  it.each([
    ['NUL', 'a\u0000b', 'U+0000'],
    ['a bell', 'ring\u0007', 'U+0007'],
    ['an escape', '\u001b[31mred', 'U+001B'],
    ['DEL', 'x\u007f', 'U+007F'],
    ['a C1 control', 'x\u0085y', 'U+0085'],
  ])('refuses %s', (_name, text, code) => {
    expect(textProblem(text)).toBe(`contains the control character ${code}`);
  });

  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'a\udc00b'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_name, text) => {
    expect(textProblem(text)).toMatch(/unpaired UTF-16 surrogate/);
  });

  it.each([
    ['lines and tabs', 'Road 12\r\nBlock 340\tManama'],
    ['Arabic with its marks', 'كعكة الشوكولاتة \u200f'],
    ['an emoji (a surrogate pair)', 'Happy Birthday 🎂'],
    ['an empty text', ''],
  ])('accepts %s', (_name, text) => {
    expect(textProblem(text)).toBeNull();
  });

  it('accepts every well-formed text without controls, and refuses any with one', () => {
    const control = fc.constantFrom(...'\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f\u0080\u009f');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), control, fc.nat(), (text, bad, at) => {
        const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');
        expect(textProblem(clean)).toBeNull();
        const position = at % (clean.length + 1);
        expect(textProblem(clean.slice(0, position) + bad + clean.slice(position))).not.toBeNull();
      }),
    );
  });
});

describe('findUnsafeText', () => {
  it('names the first unsafe text by its path in the value', () => {
    const body = { customerName: 'Fatima', items: [{ productId: 1 }, { productId: 2, message: 'Hi\u0000' }] };
    expect(findUnsafeText(body)).toEqual({
      path: 'items[1].message',
      problem: 'contains the control character U+0000',
    });
    expect(findUnsafeText({ input: { name: '\ud800' } }, '$')?.path).toBe('$.input.name');
    expect(findUnsafeText('\u0000', 'q')?.path).toBe('q');
  });

  it('checks the names of fields too', () => {
    expect(findUnsafeText({ texts: { 'bad\u0000key': 'x' } })?.path).toBe('texts.(a field name)');
  });

  it('finds nothing in safe values, numbers, booleans and nulls', () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: ['x', { e: 'line\nbreak' }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
});
