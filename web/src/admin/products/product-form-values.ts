import type { AdminProductsQuery, ProductInput } from '../graphql/generated';
import { catalogTextInput, catalogTextValues, emptyCatalogTexts, type CatalogTextValues } from './item-editor/catalog-texts';

export type AdminProduct = AdminProductsQuery['products'][number];

/**
 * What the product form holds: the texts as typed in English and Arabic, the chosen
 * category's id, a new image.
 */
export interface ProductFormValues extends CatalogTextValues {
  price: string;
  categoryId: string;
  featured: boolean;
  image: File | null;
}

export const emptyProductValues: ProductFormValues = {
  ...emptyCatalogTexts,
  price: '',
  categoryId: '',
  featured: false,
  image: null,
};

export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    ...catalogTextValues(product),
    price: String(product.price),
    categoryId: product.categoryId,
    featured: product.featured,
    image: null,
  };
}

/** SPEC §5 Admin product: a name (the English one), a category and a price greater than 0. */
export function isProductComplete({ name, categoryId, price }: ProductFormValues): boolean {
  return name.trim() !== '' && categoryId !== '' && isPositiveAmount(price);
}

export function isPositiveAmount(price: string): boolean {
  const amount = Number(price);
  return price.trim() !== '' && Number.isFinite(amount) && amount > 0;
}

/** The variables of create and update alike; the image only when a new one was chosen. */
export function productVariables(values: ProductFormValues): { input: ProductInput; image?: File } {
  return {
    input: {
      ...catalogTextInput(values),
      price: Number(values.price),
      categoryId: values.categoryId,
      featured: values.featured,
    },
    image: values.image ?? undefined,
  };
}
