import type { FastifyRequest } from 'fastify';
import {
  CreateCategoryDocument,
  DeleteCategoryDocument,
  DeleteProductDocument,
  UpdateCategoryDocument,
  type CategoryFieldsFragment,
  type ProductFieldsFragment,
} from '@crumb/shared/shared-operations';
import {
  RestCategoriesDocument,
  RestCategoryDocument,
  RestCreateProductDocument,
  RestProductDocument,
  RestProductsDocument,
  RestUpdateProductDocument,
} from '../graphql/generated/rest-operations';
import { PRODUCT_PAGE_DEFAULT, PRODUCT_PAGE_MAX, PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { jsonOrFormBody, readForm } from '../media/rest-form';
import {
  optionInputs,
  productOptionsAnswer,
  productOptionsField,
  toRestOptions,
  type RestOption,
} from './options/product-options.rest-shapes';
import { adminRoute, publicRoute } from '../rest/rest-route';
import {
  fromRestId,
  idParams,
  idVariables,
  languageQuery,
  moreErrors,
  nullableString,
  successTrueBody,
  toRestId,
} from '../rest/rest-schemas';

// The REST shapes integrators use (docs/product.md#catalogue-calls), in their field spellings. `name` and
// `description` are in the language the request chose (?lang, else Accept-Language, else
// English), and their Arabic twins ride along as `name_ar` and `description_ar`.

const localizedTexts = {
  name: { type: 'string', description: "In the request's language; in Arabic, the English where there is no Arabic." },
  name_ar: { type: 'string', description: 'The Arabic name as written; empty when there is none.' },
  description: {
    type: 'string',
    description: "In the request's language; in Arabic, the English where there is no Arabic.",
  },
  description_ar: { type: 'string', description: 'The Arabic description as written; empty when there is none.' },
} as const;

/** The texts a write may send: English under the plain names, Arabic under `_ar`. */
const writableTexts = (nameMaxLength: number) =>
  ({
    name: { type: 'string', description: `In English. Required; at most ${nameMaxLength} characters.` },
    name_ar: { type: 'string', description: `In Arabic. Optional; at most ${nameMaxLength} characters.` },
    description: { type: 'string', description: 'In English.' },
    description_ar: { type: 'string', description: 'In Arabic.' },
  }) as const;

interface TextFields {
  name?: string;
  name_ar?: string;
  description?: string;
  description_ar?: string;
}

/** The texts of a write as the GraphQL input spells them: the Arabic ones under `ar`. */
function textChanges(fields: TextFields) {
  return {
    name: fields.name,
    description: fields.description,
    ar: { name: fields.name_ar, description: fields.description_ar },
  };
}

const productBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ...localizedTexts,
    price: { type: 'number', description: 'BD, three decimals at most.' },
    image: nullableString,
    category: { type: 'string', description: "The category's name." },
    category_id: { type: 'integer' },
    featured: { type: 'boolean' },
    available: {
      type: 'boolean',
      description: 'False while sold out: still listed, but orders with it are refused (409).',
    },
    messageMaxLength: {
      type: ['integer', 'null'],
      description: 'It takes a message (the text on a cake) of at most this many characters; null when it takes none.',
    },
    priceFrom: {
      type: 'number',
      description: 'BD: the lowest price a line of it can have with its choices (its price when it has none).',
    },
    options: productOptionsAnswer,
  },
  required: [
    'id',
    'name',
    'name_ar',
    'description',
    'description_ar',
    'price',
    'image',
    'category',
    'category_id',
    'featured',
    'available',
    'messageMaxLength',
    'priceFrom',
    'options',
  ],
} as const;

/** The parameters that ask GET /products for a page instead of every product. */
const productPageQuery = {
  type: 'object',
  properties: {
    ...languageQuery.properties,
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: PRODUCT_PAGE_MAX,
      description: `Products on the page, 1 to ${PRODUCT_PAGE_MAX}; ${PRODUCT_PAGE_DEFAULT} when omitted (on a page).`,
    },
    offset: { type: 'integer', minimum: 0, description: 'Skip this many matching products; 0 when omitted.' },
    category_id: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description: 'Only the products of this category (an unknown one has none).',
    },
    q: {
      type: 'string',
      maxLength: PRODUCT_QUERY_MAX_LENGTH,
      description:
        'Search: words of the name or description, in English or Arabic, in any case, with or without accents, hamza forms, taa marbuta or harakat, forgiving a typo; best match first. One or two letters find the products with a word starting with them. Blank: no search.',
    },
  },
} as const;

interface ProductPageQuery {
  limit?: number;
  offset?: number;
  category_id?: number;
  q?: string;
}

/** A page was asked for: any of its parameters is given (`lang` alone keeps the whole list). */
function asksForPage(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as ProductPageQuery;
  return (
    query.limit !== undefined || query.offset !== undefined || query.category_id !== undefined || query.q !== undefined
  );
}

function productPageVariables(request: FastifyRequest) {
  if (!asksForPage(request)) return {};
  const query = request.query as ProductPageQuery;
  return {
    paged: true,
    categoryId: query.category_id === undefined ? null : String(query.category_id),
    q: query.q ?? null,
    limit: query.limit ?? null,
    offset: query.offset ?? null,
  };
}

const categoryBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ...localizedTexts,
    image: nullableString,
    display_image: { ...nullableString, description: 'The homepage card image.' },
    show_on_homepage: { type: 'boolean' },
  },
  required: ['id', 'name', 'name_ar', 'description', 'description_ar', 'image', 'display_image', 'show_on_homepage'],
} as const;

// The writes take JSON, or the admin pages' multipart form whose text fields the same schema
// reads ('4.500' as 4.5, 'true' as true). The rules (required name, price above 0, existing
// category, image checks) are the services'; these schemas only check types.

const messageMaxLengthField = {
  type: ['integer', 'null'],
  minimum: 0,
  description:
    'It takes a message (the text on a cake) of at most this many characters, 1 to 200; 0 or null: it takes none. Left out: none on a new product, unchanged on an update.',
} as const;

const productFields = {
  type: 'object',
  properties: {
    ...writableTexts(160),
    price: { type: 'number', description: 'BD, greater than 0, at most three decimals.' },
    category_id: { type: 'integer', description: 'An existing category.' },
    featured: { type: 'boolean', description: "Default false; as multipart text 'true' or 'false'." },
    available: {
      type: 'boolean',
      description: "Default true; false marks it sold out. As multipart text 'true' or 'false'.",
    },
    messageMaxLength: messageMaxLengthField,
    message_max_length: {
      ...messageMaxLengthField,
      description:
        'The same as messageMaxLength, in the spelling of the other fields (messageMaxLength wins when both are sent).',
    },
    options: productOptionsField,
  },
} as const;

const newProductFields = { ...productFields, required: ['price', 'category_id'] } as const;

interface ProductFields extends TextFields {
  price?: number;
  category_id?: number;
  featured?: boolean;
  available?: boolean;
  messageMaxLength?: number | null;
  message_max_length?: number | null;
  options?: RestOption[] | string;
}

/** The message limit as the GraphQL input takes it: 0 (none) for null, undefined when not sent. */
function messageMaxLengthChange(fields: ProductFields): number | undefined {
  const value = fields.messageMaxLength !== undefined ? fields.messageMaxLength : fields.message_max_length;
  return value === null ? 0 : value;
}

const productImage = { image: 'The product image: PNG, JPEG, GIF or WebP, 5 MB at most.' };

const categoryFields = {
  type: 'object',
  properties: {
    ...writableTexts(120),
    show_on_homepage: { type: 'boolean', description: "Default true; as multipart text 'true' or 'false'." },
  },
} as const;

interface CategoryFields extends TextFields {
  show_on_homepage?: boolean;
}

const categoryImages = {
  image: 'The category image: PNG, JPEG, GIF or WebP, 5 MB at most.',
  display_image: 'The homepage display image: PNG, JPEG, GIF or WebP, 5 MB at most.',
};

/** Changed fields only: a field left out of an update keeps its value. */
function productChanges(fields: ProductFields, request: FastifyRequest) {
  return {
    options: optionInputs(fields.options, request),
    ...textChanges(fields),
    price: fields.price,
    categoryId: fromRestId(fields.category_id),
    featured: fields.featured,
    available: fields.available,
    messageMaxLength: messageMaxLengthChange(fields),
  };
}

function categoryChanges(fields: CategoryFields) {
  return { ...textChanges(fields), showOnHomepage: fields.show_on_homepage };
}

function restTexts({ name, description, ar }: ProductFieldsFragment | CategoryFieldsFragment) {
  return { name, name_ar: ar.name, description, description_ar: ar.description };
}

function toRestProduct(product: ProductFieldsFragment) {
  return {
    id: toRestId(product.id),
    ...restTexts(product),
    price: product.price,
    image: product.image,
    category: product.category.name,
    category_id: toRestId(product.categoryId),
    featured: product.featured,
    available: product.available,
    messageMaxLength: product.messageMaxLength ?? null,
    priceFrom: product.priceFrom,
    options: toRestOptions(product.options),
  };
}

function toRestCategory(category: CategoryFieldsFragment) {
  return {
    id: toRestId(category.id),
    ...restTexts(category),
    image: category.image,
    display_image: category.displayImage,
    show_on_homepage: category.showOnHomepage,
  };
}

export const catalogRestRoutes = [
  publicRoute({
    method: 'GET',
    // Only the whole list is kept: a page's X-Total-Count is not, and searches are one-offs (the
    // GraphQL read cache still keeps the pages without q).
    cached: (request) => !asksForPage(request),
    url: '/products',
    schema: {
      summary: 'List products',
      operationId: 'listProducts',
      description: `Without limit, offset, category_id or q: every product, featured first, then by id. With any of them: one page of the products matching category_id and q (${PRODUCT_PAGE_DEFAULT} unless limit says otherwise), in the same order, or best match first with q, and \`X-Total-Count\` holding how many match in all.`,
      tags: ['products'],
      querystring: productPageQuery,
      response: {
        200: {
          type: 'array',
          items: productBody,
          headers: {
            'X-Total-Count': {
              type: 'integer',
              description: 'On a page only: the products matching category_id and q, without limit and offset.',
            },
          },
        },
      },
    },
    operation: RestProductsDocument,
    variables: productPageVariables,
    headers: (data): Record<string, string> =>
      data.productPage ? { 'x-total-count': String(data.productPage.total) } : {},
    reply: (data) => (data.productPage?.items ?? data.products ?? []).map(toRestProduct),
  }),
  publicRoute({
    method: 'GET',
    cached: true,
    url: '/products/:id',
    schema: {
      summary: 'Get a product',
      operationId: 'getProduct',
      tags: ['products'],
      params: idParams,
      querystring: languageQuery,
      response: { 200: productBody },
    },
    operation: RestProductDocument,
    variables: idVariables,
    reply: (data) => toRestProduct(data.product),
  }),
  publicRoute({
    method: 'GET',
    cached: true,
    url: '/categories',
    schema: {
      summary: 'List categories',
      operationId: 'listCategories',
      tags: ['categories'],
      querystring: languageQuery,
      response: { 200: { type: 'array', items: categoryBody } },
    },
    operation: RestCategoriesDocument,
    variables: () => ({}),
    reply: (data) => (data.categories ?? []).map(toRestCategory),
  }),
  publicRoute({
    method: 'GET',
    cached: true,
    url: '/categories/homepage',
    schema: {
      summary: 'List the categories shown on the home page',
      operationId: 'listHomepageCategories',
      tags: ['categories'],
      querystring: languageQuery,
      response: { 200: { type: 'array', items: categoryBody } },
    },
    operation: RestCategoriesDocument,
    variables: () => ({ homepage: true }),
    reply: (data) => (data.homepageCategories ?? []).map(toRestCategory),
  }),
  publicRoute({
    method: 'GET',
    cached: true,
    url: '/categories/:id',
    schema: {
      summary: 'Get a category',
      operationId: 'getCategory',
      tags: ['categories'],
      params: idParams,
      querystring: languageQuery,
      response: { 200: categoryBody },
    },
    operation: RestCategoryDocument,
    variables: idVariables,
    reply: (data) => toRestCategory(data.category),
  }),
  adminRoute({
    method: 'POST',
    url: '/products',
    schema: {
      summary: 'Create a product',
      operationId: 'createProduct',
      description: 'JSON, or multipart/form-data with the same fields as text and an optional image file.',
      tags: ['products'],
      querystring: languageQuery,
      body: jsonOrFormBody(newProductFields, productImage),
      response: { 201: productBody, ...moreErrors(413, 415) },
    },
    operation: RestCreateProductDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<ProductFields>(request, newProductFields, Object.keys(productImage));
      const changes = productChanges(fields, request);
      return {
        input: { ...changes, name: changes.name ?? '', price: changes.price!, categoryId: changes.categoryId! },
        image: files.image,
      };
    },
    reply: (data) => toRestProduct(data.createProduct),
    successStatus: 201,
  }),
  adminRoute({
    method: 'PUT',
    url: '/products/:id',
    schema: {
      summary: 'Change a product',
      operationId: 'updateProduct',
      description: 'The fields sent change, the others keep their value; a new image file replaces the stored image.',
      tags: ['products'],
      params: idParams,
      querystring: languageQuery,
      body: jsonOrFormBody(productFields, productImage),
      response: { 200: productBody, ...moreErrors(413, 415) },
    },
    operation: RestUpdateProductDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<ProductFields>(request, productFields, Object.keys(productImage));
      return { ...idVariables(request), input: productChanges(fields, request), image: files.image };
    },
    reply: (data) => toRestProduct(data.updateProduct),
  }),
  adminRoute({
    method: 'DELETE',
    url: '/products/:id',
    schema: {
      summary: 'Delete a product',
      operationId: 'deleteProduct',
      description: 'Orders keep their own copy of its name and price.',
      tags: ['products'],
      params: idParams,
      response: { 200: successTrueBody },
    },
    operation: DeleteProductDocument,
    variables: idVariables,
    reply: (data) => ({ success: data.deleteProduct }),
  }),
  adminRoute({
    method: 'POST',
    url: '/categories',
    schema: {
      summary: 'Create a category',
      operationId: 'createCategory',
      description:
        'JSON, or multipart/form-data with the same fields as text and optional image and display_image files.',
      tags: ['categories'],
      querystring: languageQuery,
      body: jsonOrFormBody(categoryFields, categoryImages),
      response: { 201: categoryBody, ...moreErrors(413, 415) },
    },
    operation: CreateCategoryDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<CategoryFields>(request, categoryFields, Object.keys(categoryImages));
      const changes = categoryChanges(fields);
      return { input: { ...changes, name: changes.name ?? '' }, image: files.image, displayImage: files.display_image };
    },
    reply: (data) => toRestCategory(data.createCategory),
    successStatus: 201,
  }),
  adminRoute({
    method: 'PUT',
    url: '/categories/:id',
    schema: {
      summary: 'Change a category',
      operationId: 'updateCategory',
      description: 'The fields sent change, the others keep their value; new image files replace the stored images.',
      tags: ['categories'],
      params: idParams,
      querystring: languageQuery,
      body: jsonOrFormBody(categoryFields, categoryImages),
      response: { 200: categoryBody, ...moreErrors(413, 415) },
    },
    operation: UpdateCategoryDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<CategoryFields>(request, categoryFields, Object.keys(categoryImages));
      return {
        ...idVariables(request),
        input: categoryChanges(fields),
        image: files.image,
        displayImage: files.display_image,
      };
    },
    reply: (data) => toRestCategory(data.updateCategory),
  }),
  adminRoute({
    method: 'DELETE',
    url: '/categories/:id',
    schema: {
      summary: 'Delete a category',
      operationId: 'deleteCategory',
      description: '409 while products are still in it.',
      tags: ['categories'],
      params: idParams,
      response: { 200: successTrueBody, ...moreErrors(409) },
    },
    operation: DeleteCategoryDocument,
    variables: idVariables,
    reply: (data) => ({ success: data.deleteCategory }),
  }),
];
