import type { AdminCategoriesQuery, CategoryInput } from '../graphql/generated';

export type AdminCategory = AdminCategoriesQuery['categories'][number];

/** What the category form holds: the texts as typed, the homepage flag and any new images. */
export interface CategoryFormValues {
  name: string;
  description: string;
  showOnHomepage: boolean;
  image: File | null;
  displayImage: File | null;
}

/** SPEC §3: a new category shows on the homepage unless the owner says otherwise. */
export const emptyCategoryValues: CategoryFormValues = {
  name: '',
  description: '',
  showOnHomepage: true,
  image: null,
  displayImage: null,
};

export function categoryFormValues(category: AdminCategory): CategoryFormValues {
  return {
    name: category.name,
    description: category.description,
    showOnHomepage: category.showOnHomepage,
    image: null,
    displayImage: null,
  };
}

/** SPEC §5 Admin category: the name is required. */
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
      name: values.name.trim(),
      description: values.description.trim(),
      showOnHomepage: values.showOnHomepage,
    },
    image: values.image ?? undefined,
    displayImage: values.displayImage ?? undefined,
  };
}
