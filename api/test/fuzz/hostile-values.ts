import fc from 'fast-check';

/**
 * What a careless client or an attacker puts where a value goes: texts no database can store,
 * numbers past every bound, the wrong types, and shapes deeper or larger than any form sends.
 */

const CONTROL_CHARACTERS = '\u0000\u0001\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0085\u009f'.split('');
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Texts that have broken parsers, queries, file paths and templates somewhere. */
const NASTY_TEXTS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE "order"; --',
  '"; select pg_sleep(5); --',
  '../../../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
  '\u202eevil',
  'كعكة 🎂 ʻ',
  '\ufeff',
  'a\r\nSet-Cookie: x=1',
];

export const controlCharacterText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => before + bad + after);

export const loneSurrogateText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => before + bad + after);

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: controlCharacterText },
  { weight: 2, arbitrary: loneSurrogateText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(10_001, 70_000, 300_000).map((length) => 'x'.repeat(length)) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.0001,
    0.5,
    1.23456789,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind: arrays, objects, nested junk. */
export const hostileShape: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** JSON nested far deeper than any form: parsers and walkers must not fall over. */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  hostileShape,
  fc.constant(undefined),
);
