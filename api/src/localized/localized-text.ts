import { Language } from './language';

/**
 * A text the owner writes in both languages, as stored: English in the field's own column,
 * Arabic in its `_ar` twin. Either may be empty.
 */
export interface StoredTexts<T extends string | null = string> {
  en: T;
  ar: T;
}

const isBlank = (text: string | null): boolean => text === null || text.trim() === '';

/**
 * The text a reader of `language` sees (docs/product.md#owner-texts-in-two-languages). English
 * is the shop's base language: the required texts are English, and an English text left empty
 * is empty on purpose ('' hides the About subtitle), so English readers see the English as
 * written. Arabic readers see the Arabic, or the English where the owner has not written it
 * yet, so every name shows.
 */
export function inLanguage<T extends string | null>(language: Language, { en, ar }: StoredTexts<T>): T {
  return language === Language.ar && isBlank(ar) ? en : language === Language.ar ? ar : en;
}
