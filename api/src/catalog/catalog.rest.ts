import {
  RestCategoriesDocument,
  RestCategoryDocument,
  RestHomepageCategoriesDocument,
  RestProductDocument,
  RestProductsDocument,
  type RestCategoryFragment,
  type RestProductFragment,
} from '../graphql/generated/rest-operations';
import { restRoute } from '../rest/rest-route';
import { errorResponses, idParams, idVariables, nullableString, toRestId } from '../rest/rest-schemas';

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
    url: '/products',
    schema: { summary: 'List products', tags: ['products'], response: { 200: { type: 'array', items: productBody }, ...errorResponses } },
    operation: RestProductsDocument,
    variables: () => ({}),
    reply: (data) => data.products.map(toRestProduct),
  }),
  restRoute({
    method: 'GET',
    url: '/products/:id',
    schema: { summary: 'Get a product', tags: ['products'], params: idParams, response: { 200: productBody, ...errorResponses } },
    operation: RestProductDocument,
    variables: idVariables,
    reply: (data) => toRestProduct(data.product),
  }),
  restRoute({
    method: 'GET',
    url: '/categories',
    schema: { summary: 'List categories', tags: ['categories'], response: { 200: { type: 'array', items: categoryBody }, ...errorResponses } },
    operation: RestCategoriesDocument,
    variables: () => ({}),
    reply: (data) => data.categories.map(toRestCategory),
  }),
  restRoute({
    method: 'GET',
    url: '/categories/homepage',
    schema: {
      summary: 'List the categories shown on the home page',
      tags: ['categories'],
      response: { 200: { type: 'array', items: categoryBody }, ...errorResponses },
    },
    operation: RestHomepageCategoriesDocument,
    variables: () => ({}),
    reply: (data) => data.homepageCategories.map(toRestCategory),
  }),
  restRoute({
    method: 'GET',
    url: '/categories/:id',
    schema: { summary: 'Get a category', tags: ['categories'], params: idParams, response: { 200: categoryBody, ...errorResponses } },
    operation: RestCategoryDocument,
    variables: idVariables,
    reply: (data) => toRestCategory(data.category),
  }),
];
