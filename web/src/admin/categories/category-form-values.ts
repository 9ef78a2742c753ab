import type { CategoryInput } from '@crumb/shared/schema-types';
import type { AdminCategoriesQuery } from '../graphql/generated';
import {
  catalogTextInput,
  catalogTextValues,
  emptyCatalogTexts,
  type CatalogTextValues,
} from '../products/item-editor/catalog-texts';

export type AdminCategory = AdminCategoriesQuery['categories'][number];

/**
 * What the category form holds: the texts as typed in English and Arabic, the homepage flag
 * and any new images.
 */
export interface CategoryFormValues extends CatalogTextValues {
  showOnHomepage: boolean;
  image: File | null;
  displayImage: File | null;
}

/** A new category shows on the homepage unless the owner says otherwise (docs/product.md#categories). */
export const emptyCategoryValues: CategoryFormValues = {
  ...emptyCatalogTexts,
  showOnHomepage: true,
  image: null,
  displayImage: null,
};

export function categoryFormValues(category: AdminCategory): CategoryFormValues {
  return {
    ...catalogTextValues(category),
    showOnHomepage: category.showOnHomepage,
    image: null,
    displayImage: null,
  };
}

/** docs/product.md#categories-admin: the name (the English one) is required. */
export function hasCategoryName({ name }: CategoryFormValues): boolean {
  return name.trim() !== '';
}

/** The variables of create and update alike; images only when new ones were chosen. */
export function categoryVariables(values: CategoryFormValues): {
  input: CategoryInput;
  image?: File;
  displayImage?: File;
} {
  return {
    input: {
      ...catalogTextInput(values),
      showOnHomepage: values.showOnHomepage,
    },
    image: values.image ?? undefined,
    displayImage: values.displayImage ?? undefined,
  };
}
