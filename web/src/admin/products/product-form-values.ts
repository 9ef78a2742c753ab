import type { ProductInput } from '@crumb/shared/schema-types';
import type { AdminProductsQuery } from '../graphql/generated';
import {
  catalogTextInput,
  catalogTextValues,
  emptyCatalogTexts,
  type CatalogTextValues,
} from './item-editor/catalog-texts';
import {
  areOptionGroupsValid,
  couldSellBelowZero,
  optionGroupsInput,
  optionGroupValues,
  type OptionGroupValues,
} from './option-groups/option-group-values';

export type AdminProduct = AdminProductsQuery['productPage']['items'][number];

/**
 * What the product form holds: the texts as typed in English and Arabic, the chosen
 * category's id, a new image, the groups of choices.
 */
export interface ProductFormValues extends CatalogTextValues {
  price: string;
  categoryId: string;
  featured: boolean;
  /** Shoppers may write a message on it (the text on a cake) of at most `messageMaxLength` characters. */
  takesMessage: boolean;
  messageMaxLength: string;
  image: File | null;
  options: OptionGroupValues[];
}

/** The longest message the owner may allow (the API's limit too). */
export const MESSAGE_LENGTH_LIMIT = 200;
/** What the length field offers when the owner first ticks 'Takes a message'. */
export const DEFAULT_MESSAGE_LENGTH = '40';

export const emptyProductValues: ProductFormValues = {
  ...emptyCatalogTexts,
  price: '',
  categoryId: '',
  featured: false,
  takesMessage: false,
  messageMaxLength: DEFAULT_MESSAGE_LENGTH,
  image: null,
  options: [],
};

export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    ...catalogTextValues(product),
    price: String(product.price),
    categoryId: product.categoryId,
    featured: product.featured,
    takesMessage: product.messageMaxLength != null,
    messageMaxLength: String(product.messageMaxLength ?? DEFAULT_MESSAGE_LENGTH),
    image: null,
    options: optionGroupValues(product.options),
  };
}

/** docs/product.md#products-admin: a name (the English one), a category and a price greater than 0. */
export function hasRequiredFields({ name, categoryId, price }: ProductFormValues): boolean {
  return name.trim() !== '' && categoryId !== '' && isPositiveAmount(price);
}

/** What stops the save, the first one found; undefined when the product is ready to send. */
export type ProductProblem = 'requiredFields' | 'messageLengthInvalid' | 'options.invalid' | 'options.belowZero';

export function productProblem(values: ProductFormValues): ProductProblem | undefined {
  if (!hasRequiredFields(values)) return 'requiredFields';
  if (!isMessageLengthValid(values)) return 'messageLengthInvalid';
  if (!areOptionGroupsValid(values.options)) return 'options.invalid';
  if (couldSellBelowZero(values.price, values.options)) return 'options.belowZero';
  return undefined;
}

/** Ready to send: the required fields, a valid message length when it takes a message, valid groups of choices. */
export function isProductComplete(values: ProductFormValues): boolean {
  return productProblem(values) === undefined;
}

/** A product that takes a message needs a whole number of characters from 1 to 200. */
export function isMessageLengthValid({ takesMessage, messageMaxLength }: ProductFormValues): boolean {
  if (!takesMessage) return true;
  const length = Number(messageMaxLength);
  return messageMaxLength.trim() !== '' && Number.isInteger(length) && length >= 1 && length <= MESSAGE_LENGTH_LIMIT;
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
      // 0 is 'takes none' for create and update alike (null would keep an update's old limit).
      messageMaxLength: values.takesMessage ? Number(values.messageMaxLength) : 0,
      // All of them, in order: the API keeps those sent with their ids and removes the others.
      options: optionGroupsInput(values.options),
    },
    image: values.image ?? undefined,
  };
}
