import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { firstProductId } from '../catalog/catalog-testing';

/** A cart line as checkout sends it: the product by `productId` (or by `id`, the product's own field). */
export interface OrderLine {
  productId?: number | string;
  id?: number | string;
  quantity: number;
  message?: string | null;
  choiceIds?: Array<number | string>;
}

/**
 * The body of a cash-on-delivery order with these lines, the shopper's details filled in:
 * the tests that only need an order placed do not care whose it is.
 */
export function orderPayload(items: OrderLine[], fields: Record<string, unknown> = {}) {
  return {
    customerName: 'Sara',
    whatsapp: '+973 3222 1111',
    address: 'Road 1, Manama',
    paymentMethod: 'cash',
    items,
    ...fields,
  };
}

/**
 * POST /api/orders as the storefront's checkout sends it; by default one of the first listed
 * product. Answers the response, whatever its status: the caller checks it.
 */
export async function placeOrder(
  app: FastifyInstance,
  items?: OrderLine[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const lines = items ?? [{ productId: await firstProductId(app), quantity: 1 }];
  return app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload(lines), headers });
}

/**
 * POST /api/orders over a real connection to the listening server at `base`, one of the first
 * product it lists, with `fields` beside the default shopper's details. Answers the response,
 * whatever its status: the caller checks it.
 */
export async function placeOrderOverHttp(base: string, fields: Record<string, unknown> = {}): Promise<Response> {
  const [product] = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: number }>;
  return fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderPayload([{ productId: product!.id, quantity: 1 }], fields)),
  });
}
