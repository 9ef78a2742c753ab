import type { CatalogTranslationInput } from '@crumb/shared/schema-types';
import type { CatalogTextsFragment } from '@crumb/shared/shared-operations';

/**
 * A product's or category's name and description as the owner writes them: English
 * under the names the API always had, Arabic beside it.
 */
export interface CatalogTextValues {
  name: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
}

export const emptyCatalogTexts: CatalogTextValues = { name: '', description: '', nameAr: '', descriptionAr: '' };

/** What an item answers of its stored texts: `en:` and `ar:` aliases of `translation(language:)`. */
interface StoredTexts {
  en: CatalogTextsFragment;
  ar: CatalogTextsFragment;
}

/**
 * The form edits the stored values of each language, never the answered `name`: in Arabic that
 * one falls back to English, and saving it would write the English name as the Arabic one.
 */
export function catalogTextValues({ en, ar }: StoredTexts): CatalogTextValues {
  return { name: en.name, description: en.description, nameAr: ar.name, descriptionAr: ar.description };
}

/**
 * The texts of a create or update: English at the top level, Arabic under `ar`. Always sent
 * whole, so clearing an Arabic field ('') empties it on the server (omitted would keep it).
 */
export function catalogTextInput(values: CatalogTextValues): {
  name: string;
  description: string;
  ar: CatalogTranslationInput;
} {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    ar: { name: values.nameAr.trim(), description: values.descriptionAr.trim() },
  };
}
