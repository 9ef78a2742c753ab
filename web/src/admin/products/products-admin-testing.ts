import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DeleteProductDocument } from '@crumb/shared/shared-operations';
import type { ProductOptionInput } from '@crumb/shared/schema-types';
import {
  AdminCreateProductDocument,
  AdminProductsDocument,
  AdminUpdateProductDocument,
  type AdminProductsQueryVariables,
  type AdminCreateProductMutationVariables,
  type AdminUpdateProductMutationVariables,
} from '../graphql/generated';
import { bakingMixes, buildProduct, cakes, chocolateCake, redVelvetCake } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { answeredIn, requestLanguage, withStoredTexts, writtenTexts } from './item-editor/catalog-texts-testing';
import { itemForm, itemStore, listedItemNames, openItemPage } from './item-editor/item-shop-testing';

// The products page's tests: a shop whose products change with what the page sends, and the
// page's parts as the owner finds them.

export type Language = 'en' | 'ar';

/** The shop's categories, named in both languages. */
const categoryNames: Record<string, Record<Language, string>> = {
  [cakes.id]: { en: cakes.name, ar: 'كيك المناسبات' },
  [bakingMixes.id]: { en: bakingMixes.name, ar: 'خلطات الخبز' },
};
export const categories = [cakes, bakingMixes].map(({ id }) => ({ __typename: 'Category' as const, id }));
type ShopCategory = (typeof categories)[number];
const categoryIn = ({ id }: ShopCategory, language: Language) => ({
  __typename: 'Category' as const,
  id,
  name: categoryNames[id]?.[language] ?? categoryNames[id]?.en ?? `Category ${id}`,
});

/** A choice as the server stores it: each language's name as written. */
export interface StoredChoice {
  id: string;
  name: string;
  nameAr: string;
  priceDelta: number;
  available: boolean;
}

/** A group of choices as the server stores it. */
export interface StoredOption {
  id: string;
  name: string;
  nameAr: string;
  required: boolean;
  maxChoices: number;
  choices: StoredChoice[];
}

/** A product as the server stores it: its English texts, its Arabic ones (none by default), its groups (none by default). */
export const stored = (
  product: ReturnType<typeof buildProduct>,
  ar?: { name: string; description: string },
  messageMaxLength: number | null = null,
  options: StoredOption[] = [],
) => ({
  ...withStoredTexts(product, ar),
  messageMaxLength,
  options,
});
export type StoredProduct = ReturnType<typeof stored>;

const optionName = (item: { name: string; nameAr: string }, language: Language) => ({
  name: language === 'ar' ? item.nameAr || item.name : item.name,
  en: { __typename: 'OptionTranslation' as const, name: item.name },
  ar: { __typename: 'OptionTranslation' as const, name: item.nameAr },
});

/** The groups as the API answers them: names in the request's language, and as written in each. */
const answeredOptions = (options: StoredOption[], language: Language) =>
  options.map(({ choices, ...option }) => ({
    __typename: 'ProductOption' as const,
    ...option,
    ...optionName(option, language),
    choices: choices.map((choice) => ({
      __typename: 'ProductOptionChoice' as const,
      ...choice,
      ...optionName(choice, language),
    })),
  }));

let storedIds = 100;
/** As the API stores sent groups: a group or choice sent with its id keeps it, one without gets a new one. */
function storedOptions(input: readonly ProductOptionInput[]): StoredOption[] {
  const idOf = (id: string | null | undefined) => id ?? String(++storedIds);
  return input.map((option) => ({
    id: idOf(option.id),
    name: option.name,
    nameAr: option.nameAr ?? '',
    required: option.required ?? false,
    maxChoices: option.maxChoices ?? 1,
    choices: option.choices.map((choice) => ({
      id: idOf(choice.id),
      name: choice.name,
      nameAr: choice.nameAr ?? '',
      priceDelta: Number(choice.priceDelta ?? 0),
      available: choice.available ?? true,
    })),
  }));
}

export const storedRedVelvet = stored(redVelvetCake, { name: 'كيكة ريد فيلفت', description: 'بكريمة الجبن' });
export const storedChocolate = stored(chocolateCake);

/**
 * A stand-in for the API's search: the products whose name or description, in either language,
 * holds the words (in any case); every product without any.
 */
const matches = (product: StoredProduct, q: string | null | undefined) =>
  !q ||
  [product.en.name, product.en.description, product.ar.name, product.ar.description].some((text) =>
    text.toLowerCase().includes(q.toLowerCase()),
  );

/**
 * A shop whose products change with the mutations it receives, and what it received: the
 * mutations' variables, and the pages of the list asked for. It answers names in the request's
 * language, and a page of the products in the order stored with how many match, as the API does.
 */
export function serveShop(initial: StoredProduct[] = [storedRedVelvet, storedChocolate], shopCategories = categories) {
  const products = itemStore<StoredProduct, AdminCreateProductMutationVariables, AdminUpdateProductMutationVariables>(
    initial,
  );
  const pagesAsked: AdminProductsQueryVariables[] = [];
  const categoryOf = (id: string) => shopCategories.find((category) => category.id === id) ?? categories[0]!;
  const answer = (product: StoredProduct, language: Language) => ({
    ...answeredIn(product, language),
    options: answeredOptions(product.options, language),
    category: categoryIn(categoryOf(product.categoryId), language),
  });
  server.use(
    graphql.query(AdminProductsDocument, ({ request, variables }) => {
      pagesAsked.push(variables);
      const language = requestLanguage(request);
      const found = products.items().filter((product) => matches(product, variables.q));
      const productPage = {
        __typename: 'ProductPage' as const,
        total: found.length,
        items: found.slice(variables.offset, variables.offset + variables.limit).map((p) => answer(p, language)),
      };
      return HttpResponse.json({
        data: {
          productPage,
          categories: shopCategories.map((category) => categoryIn(category, language)),
        },
      });
    }),
    graphql.mutation(AdminCreateProductDocument, ({ variables, request }) => {
      const { input } = variables;
      const created = buildProduct(
        {
          id: '99',
          name: input.name,
          description: input.description ?? '',
          price: input.price,
          featured: Boolean(input.featured),
        },
        categoryIn(categoryOf(input.categoryId), 'en'),
      );
      const product = products.create(
        variables,
        writtenTexts(
          stored(created, undefined, input.messageMaxLength || null, storedOptions(input.options ?? [])),
          input,
        ),
      );
      return HttpResponse.json({ data: { createProduct: answer(product, requestLanguage(request)) } });
    }),
    graphql.mutation(AdminUpdateProductDocument, ({ variables, request }) => {
      const { input } = variables;
      const product = products.update(variables, (current) =>
        writtenTexts(
          {
            ...current,
            price: input.price ?? current.price,
            categoryId: input.categoryId ?? current.categoryId,
            available: input.available ?? current.available,
            // As the API: 0 takes none, null or absent keeps the limit.
            messageMaxLength:
              input.messageMaxLength == null ? current.messageMaxLength : input.messageMaxLength || null,
            // As the API: the groups sent replace the stored ones; none sent keeps them.
            options: input.options ? storedOptions(input.options) : current.options,
          },
          input,
        ),
      );
      return HttpResponse.json({ data: { updateProduct: answer(product, requestLanguage(request)) } });
    }),
    graphql.mutation(DeleteProductDocument, ({ variables }) => {
      products.remove(variables.id);
      return HttpResponse.json({ data: { deleteProduct: true } });
    }),
  );
  return { ...products.received, pagesAsked };
}

/** Opens the products page, at an address of its own (`?q=&page=`) when given one. */
export const openPage = (options?: Parameters<typeof renderAdminRoute>[1], address = '/admin/products') =>
  openItemPage(address, 'Products', options);

export const listedNames = () => listedItemNames('Products');

export const form = (name: 'Add Product' | 'Edit Product') => itemForm(name);

// The English name's label ends in the required mark.
export const englishName = /^Product Name \(English\)/;
export const arabicName = 'Product Name (Arabic)';

/** Fills in what a new product needs: its English name, its price and its category. */
export async function fillNewProduct(
  user: UserEvent,
  { name = 'Lemon Tart', price = '3', category = 'Baking Mixes' } = {},
) {
  const add = form('Add Product');
  await user.type(add.getByLabelText(englishName), name);
  await user.type(add.getByLabelText(/Price \(BD\)/), price);
  await user.selectOptions(add.getByLabelText(/Category/), category);
}
