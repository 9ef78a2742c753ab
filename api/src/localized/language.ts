import { registerEnumType } from 'type-graphql';

/**
 * The languages the shop is written in. English comes first: it is the language every owner
 * text must have where a value is required, and the one a text falls back to first.
 */
export const Language = { en: 'en', ar: 'ar' } as const;
export type Language = (typeof Language)[keyof typeof Language];

registerEnumType(Language, {
  name: 'Language',
  description: 'A language of the shop: English (en) or Arabic (ar, right to left).',
});

export const DEFAULT_LANGUAGE = Language.en;

export function isLanguage(value: unknown): value is Language {
  return value === Language.en || value === Language.ar;
}
