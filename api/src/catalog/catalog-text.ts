import { InvalidInputError } from '../errors/domain-errors';
import { Language } from '../localized/language';
import type { CatalogTranslation, CatalogTranslationInput } from './catalog-translation.type';

/** Long enough for any real description; keeps one request from storing a novel. */
export const DESCRIPTION_MAX_LENGTH = 5000;

/** The owner's texts of a product or a category, as stored: English, and its Arabic twin. */
export interface CatalogTexts {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
}

/** What a create or an update sends: the English texts, and the Arabic ones under `ar`. */
export interface CatalogTextsInput {
  name?: string | null;
  description?: string | null;
  ar?: CatalogTranslationInput | null;
}

type What = 'Product' | 'Category';

/** A trimmed, non-blank name of at most `maxLength` characters ('Product name is required'). */
export function requiredName(name: string, what: What, maxLength: number): string {
  const trimmed = name.trim();
  if (!trimmed) throw new InvalidInputError(`${what} name is required`);
  return withinLength(trimmed, what, maxLength);
}

function withinLength(name: string, what: What, maxLength: number): string {
  if (name.length > maxLength)
    throw new InvalidInputError(`A ${what.toLowerCase()} name has at most ${maxLength} characters`);
  return name;
}

/** A trimmed description; empty is fine. */
export function descriptionText(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > DESCRIPTION_MAX_LENGTH)
    throw new InvalidInputError(`A description has at most ${DESCRIPTION_MAX_LENGTH} characters`);
  return trimmed;
}

/**
 * The stored texts an input changes, each checked; fields it leaves out (or null) are not
 * there. The English name is the required one (docs/product.md#products); the Arabic one may stay empty, and
 * readers in Arabic then see the English.
 */
export function catalogTextChanges(input: CatalogTextsInput, what: What, nameMaxLength: number): Partial<CatalogTexts> {
  const changes: Partial<CatalogTexts> = {};
  if (input.name != null) changes.name = requiredName(input.name, what, nameMaxLength);
  if (input.description != null) changes.description = descriptionText(input.description);
  if (input.ar?.name != null) changes.nameAr = withinLength(input.ar.name.trim(), what, nameMaxLength);
  if (input.ar?.description != null) changes.descriptionAr = descriptionText(input.ar.description);
  return changes;
}

/** The texts as written in one language, with no fallback: what the back office edits. */
export function catalogTranslation(texts: CatalogTexts, language: Language): CatalogTranslation {
  return language === Language.ar
    ? { name: texts.nameAr, description: texts.descriptionAr }
    : { name: texts.name, description: texts.description };
}
