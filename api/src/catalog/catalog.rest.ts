import {
  RestCategoriesDocument,
  RestCategoryDocument,
  RestCreateCategoryDocument,
  RestCreateProductDocument,
  RestDeleteCategoryDocument,
  RestDeleteProductDocument,
  RestHomepageCategoriesDocument,
  RestProductDocument,
  RestProductsDocument,
  RestUpdateCategoryDocument,
  RestUpdateProductDocument,
  type RestCategoryFragment,
  type RestProductFragment,
} from '../graphql/generated/rest-operations';
import { jsonOrFormBody, readForm } from '../media/rest-form';
import { restRoute } from '../rest/rest-route';
import { adminErrorResponses, bearerAuth, errorResponses, idParams, idVariables, moreErrors, nullableString, publicAccess, successTrueBody, toRestId } from '../rest/rest-schemas';

// The REST shapes of SPEC.md section 7, in the field spellings integrators use.

const productBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number', description: 'BD, three decimals at most.' },
    image: nullableString,
    category: { type: 'string', description: "The category's name." },
    category_id: { type: 'integer' },
    featured: { type: 'boolean' },
  },
  required: ['id', 'name', 'description', 'price', 'image', 'category', 'category_id', 'featured'],
} as const;

const categoryBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    image: nullableString,
    display_image: { ...nullableString, description: 'The homepage card image.' },
    show_on_homepage: { type: 'boolean' },
  },
  required: ['id', 'name', 'description', 'image', 'display_image', 'show_on_homepage'],
} as const;

// The writes take JSON, or the admin pages' multipart form whose text fields the same schema
// reads ('4.500' as 4.5, 'true' as true). The rules (required name, price above 0, existing
// category, image checks) are the services'; these schemas only check types.

const productFields = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Required; at most 160 characters.' },
    description: { type: 'string' },
    price: { type: 'number', description: 'BD, greater than 0, at most three decimals.' },
    category_id: { type: 'integer', description: 'An existing category.' },
    featured: { type: 'boolean', description: "Default false; as multipart text 'true' or 'false'." },
  },
} as const;

const newProductFields = { ...productFields, required: ['price', 'category_id'] } as const;

interface ProductFields {
  name?: string;
  description?: string;
  price?: number;
  category_id?: number;
  featured?: boolean;
}

const productImage = { image: 'The product image: PNG, JPEG, GIF or WebP, 5 MB at most.' };

const categoryFields = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Required; at most 120 characters.' },
    description: { type: 'string' },
    show_on_homepage: { type: 'boolean', description: "Default true; as multipart text 'true' or 'false'." },
  },
} as const;

interface CategoryFields {
  name?: string;
  description?: string;
  show_on_homepage?: boolean;
}

const categoryImages = {
  image: 'The category image: PNG, JPEG, GIF or WebP, 5 MB at most.',
  display_image: 'The homepage display image: PNG, JPEG, GIF or WebP, 5 MB at most.',
};

/** Changed fields only: a field left out of an update keeps its value. */
function productChanges(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    price: fields.price,
    categoryId: fields.category_id === undefined ? undefined : String(fields.category_id),
    featured: fields.featured,
  };
}

function categoryChanges(fields: CategoryFields) {
  return { name: fields.name, description: fields.description, showOnHomepage: fields.show_on_homepage };
}

function toRestProduct(product: RestProductFragment) {
  return {
    id: toRestId(product.id),
    name: product.name,
    description: product.description,
    price: product.price,
    image: product.image,
    category: product.category.name,
    category_id: toRestId(product.categoryId),
    featured: product.featured,
  };
}

function toRestCategory(category: RestCategoryFragment) {
  return {
    id: toRestId(category.id),
    name: category.name,
    description: category.description,
    image: category.image,
    display_image: category.displayImage,
    show_on_homepage: category.showOnHomepage,
  };
}

export const catalogRestRoutes = [
  restRoute({
    method: 'GET',
    cached: true,
    url: '/products',
    schema: { summary: 'List products', operationId: 'listProducts', security: publicAccess, tags: ['products'], response: { 200: { type: 'array', items: productBody }, ...errorResponses } },
    operation: RestProductsDocument,
    variables: () => ({}),
    reply: (data) => data.products.map(toRestProduct),
  }),
  restRoute({
    method: 'GET',
    cached: true,
    url: '/products/:id',
    schema: { summary: 'Get a product', operationId: 'getProduct', security: publicAccess, tags: ['products'], params: idParams, response: { 200: productBody, ...errorResponses } },
    operation: RestProductDocument,
    variables: idVariables,
    reply: (data) => toRestProduct(data.product),
  }),
  restRoute({
    method: 'GET',
    cached: true,
    url: '/categories',
    schema: { summary: 'List categories', operationId: 'listCategories', security: publicAccess, tags: ['categories'], response: { 200: { type: 'array', items: categoryBody }, ...errorResponses } },
    operation: RestCategoriesDocument,
    variables: () => ({}),
    reply: (data) => data.categories.map(toRestCategory),
  }),
  restRoute({
    method: 'GET',
    cached: true,
    url: '/categories/homepage',
    schema: {
      summary: 'List the categories shown on the home page',
      operationId: 'listHomepageCategories',
      security: publicAccess,
      tags: ['categories'],
      response: { 200: { type: 'array', items: categoryBody }, ...errorResponses },
    },
    operation: RestHomepageCategoriesDocument,
    variables: () => ({}),
    reply: (data) => data.homepageCategories.map(toRestCategory),
  }),
  restRoute({
    method: 'GET',
    cached: true,
    url: '/categories/:id',
    schema: { summary: 'Get a category', operationId: 'getCategory', security: publicAccess, tags: ['categories'], params: idParams, response: { 200: categoryBody, ...errorResponses } },
    operation: RestCategoryDocument,
    variables: idVariables,
    reply: (data) => toRestCategory(data.category),
  }),
  restRoute({
    method: 'POST',
    url: '/products',
    schema: {
      summary: 'Create a product',
      operationId: 'createProduct',
      description: 'JSON, or multipart/form-data with the same fields as text and an optional image file.',
      tags: ['products'],
      security: bearerAuth,
      body: jsonOrFormBody(newProductFields, productImage),
      response: { 201: productBody, ...adminErrorResponses, ...moreErrors(413, 415) },
    },
    operation: RestCreateProductDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<ProductFields>(request, newProductFields, Object.keys(productImage));
      const changes = productChanges(fields);
      return { input: { ...changes, name: changes.name ?? '', price: changes.price!, categoryId: changes.categoryId! }, image: files.image };
    },
    reply: (data) => toRestProduct(data.createProduct),
    successStatus: 201,
  }),
  restRoute({
    method: 'PUT',
    url: '/products/:id',
    schema: {
      summary: 'Change a product',
      operationId: 'updateProduct',
      description: 'The fields sent change, the others keep their value; a new image file replaces the stored image.',
      tags: ['products'],
      security: bearerAuth,
      params: idParams,
      body: jsonOrFormBody(productFields, productImage),
      response: { 200: productBody, ...adminErrorResponses, ...moreErrors(413, 415) },
    },
    operation: RestUpdateProductDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<ProductFields>(request, productFields, Object.keys(productImage));
      return { ...idVariables(request), input: productChanges(fields), image: files.image };
    },
    reply: (data) => toRestProduct(data.updateProduct),
  }),
  restRoute({
    method: 'DELETE',
    url: '/products/:id',
    schema: {
      summary: 'Delete a product',
      operationId: 'deleteProduct',
      description: 'Orders keep their own copy of its name and price.',
      tags: ['products'],
      security: bearerAuth,
      params: idParams,
      response: { 200: successTrueBody, ...adminErrorResponses },
    },
    operation: RestDeleteProductDocument,
    variables: idVariables,
    reply: (data) => ({ success: data.deleteProduct }),
  }),
  restRoute({
    method: 'POST',
    url: '/categories',
    schema: {
      summary: 'Create a category',
      operationId: 'createCategory',
      description: 'JSON, or multipart/form-data with the same fields as text and optional image and display_image files.',
      tags: ['categories'],
      security: bearerAuth,
      body: jsonOrFormBody(categoryFields, categoryImages),
      response: { 201: categoryBody, ...adminErrorResponses, ...moreErrors(413, 415) },
    },
    operation: RestCreateCategoryDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<CategoryFields>(request, categoryFields, Object.keys(categoryImages));
      const changes = categoryChanges(fields);
      return { input: { ...changes, name: changes.name ?? '' }, image: files.image, displayImage: files.display_image };
    },
    reply: (data) => toRestCategory(data.createCategory),
    successStatus: 201,
  }),
  restRoute({
    method: 'PUT',
    url: '/categories/:id',
    schema: {
      summary: 'Change a category',
      operationId: 'updateCategory',
      description: 'The fields sent change, the others keep their value; new image files replace the stored images.',
      tags: ['categories'],
      security: bearerAuth,
      params: idParams,
      body: jsonOrFormBody(categoryFields, categoryImages),
      response: { 200: categoryBody, ...adminErrorResponses, ...moreErrors(413, 415) },
    },
    operation: RestUpdateCategoryDocument,
    variables: async (request) => {
      const { fields, files } = await readForm<CategoryFields>(request, categoryFields, Object.keys(categoryImages));
      return { ...idVariables(request), input: categoryChanges(fields), image: files.image, displayImage: files.display_image };
    },
    reply: (data) => toRestCategory(data.updateCategory),
  }),
  restRoute({
    method: 'DELETE',
    url: '/categories/:id',
    schema: {
      summary: 'Delete a category',
      operationId: 'deleteCategory',
      description: '409 while products are still in it.',
      tags: ['categories'],
      security: bearerAuth,
      params: idParams,
      response: { 200: successTrueBody, ...adminErrorResponses, ...moreErrors(409) },
    },
    operation: RestDeleteCategoryDocument,
    variables: idVariables,
    reply: (data) => ({ success: data.deleteCategory }),
  }),
];
