import { expect } from 'vitest';
import type { CatalogTranslationInput } from '@crumb/shared/schema-types';

// Products and categories as the API stores and answers them for the admin page tests:
// each language's texts as written, and `name`/`description` in the request's language.

interface Texts {
  name: string;
  description: string;
}

const translation = ({ name, description }: Texts) => ({
  __typename: 'CatalogTranslation' as const,
  name,
  description,
});

/** An item whose English texts are its name and description, with these Arabic ones (none by default). */
export function withStoredTexts<Item extends Texts>(item: Item, ar: Texts = { name: '', description: '' }) {
  return { ...item, en: translation(item), ar: translation(ar) };
}

export type StoredTexts = ReturnType<typeof withStoredTexts<Texts>>;

/** The language the client asked for (it sends its interface language as Accept-Language). */
export function requestLanguage(request: Request): 'en' | 'ar' {
  return request.headers.get('accept-language')?.startsWith('ar') ? 'ar' : 'en';
}

/** As the API answers an item: its texts in the request's language, Arabic falling back to English. */
export function answeredIn<Item extends StoredTexts>(item: Item, language: 'en' | 'ar'): Item {
  if (language === 'en') return { ...item, name: item.en.name, description: item.en.description };
  return { ...item, name: item.ar.name || item.en.name, description: item.ar.description || item.en.description };
}

/** A stored item after a write: English from the top level, Arabic from `ar`; omitted keeps a value. */
export function writtenTexts<Item extends StoredTexts>(
  item: Item,
  input: { name?: string | null; description?: string | null; ar?: CatalogTranslationInput | null },
): Item {
  const en = { name: input.name ?? item.en.name, description: input.description ?? item.en.description };
  const ar = { name: input.ar?.name ?? item.ar.name, description: input.ar?.description ?? item.ar.description };
  return { ...item, ...en, en: translation(en), ar: translation(ar) };
}

/**
 * The name fields as the product and category forms show them: English required, Arabic in its
 * own direction, optional, and saying what shoppers reading Arabic see when it is left empty.
 */
export function expectNameFields(english: HTMLElement, arabic: HTMLElement) {
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveAttribute('aria-required', 'true');
  expect(arabic).toHaveAttribute('lang', 'ar');
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).not.toHaveAttribute('aria-required');
  expect(arabic).toHaveAccessibleDescription('Optional. Left empty, shoppers reading Arabic see the English name.');
}
