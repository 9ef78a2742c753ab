import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { form } from '../../test/image-fixtures';

/** The id of the first product GET /api/products lists (a seeded shop has several). */
export async function firstProductId(app: FastifyInstance): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/products' })).json<Array<{ id: number }>>()[0]!.id;
}

/** The id of the first category GET /api/categories lists. */
export async function firstCategoryId(app: FastifyInstance): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/categories' })).json<Array<{ id: number }>>()[0]!.id;
}

/** The id of the category GET /api/categories lists under this name: a seeded one (Cakes, Baking Mixes, ...). */
export async function categoryIdNamed(app: FastifyInstance, name: string): Promise<number> {
  const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json<
    Array<{ id: number; name: string }>
  >();
  return categories.find((category) => category.name === name)!.id;
}

/** The names GET /api/products lists: a refused write must not have added one. */
export async function productNames(app: FastifyInstance): Promise<string[]> {
  return (await app.inject({ method: 'GET', url: '/api/products' }))
    .json<Array<{ name: string }>>()
    .map((product) => product.name);
}

/**
 * POST /api/products as the back office's form sends it, with the admin's token: a new product
 * in `categoryId` with this image file, and `fields` beside the defaults.
 */
export function postProductWithImage(
  t: { app: FastifyInstance; admin: { authorization: string } },
  categoryId: number,
  image: File,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: t.admin,
    payload: form({ name: 'Rose Cake', price: '4.000', category_id: String(categoryId), image, ...fields }) as never,
  });
}

/** PUT /api/products/{id} with a new image file and nothing else, as the admin. */
export function putProductImage(
  t: { app: FastifyInstance; admin: { authorization: string } },
  productId: number,
  image: File,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    headers: t.admin,
    payload: form({ image }) as never,
  });
}
