import type { FastifyRequest } from 'fastify';
import { RestOrderLookupDocument } from '../graphql/generated/rest-operations';
import { restRoute } from '../rest/rest-route';
import { errorResponses, languageQuery, moreErrors, nullableString, publicAccess, toRestId } from '../rest/rest-schemas';
import { ORDER_LOOKUP_LIMIT } from './order-lookup';

// POST /api/orders/lookup (issue 14): a guest finds their own order again. The rules (digits
// compared, one 404, the limit per address) are order-lookup.ts's.

const lookupBody = {
  type: 'object',
  properties: {
    orderId: { type: ['integer', 'string'], description: 'The order number, as `123` or `#123`.' },
    whatsapp: { type: 'string', description: 'The WhatsApp number the order was placed with; only its digits are compared.' },
  },
  required: ['orderId', 'whatsapp'],
} as const;

const lookedUpOrder = {
  type: 'object',
  description: "The guest's view of the order: no name, address or number.",
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string', description: 'pending, confirmed or delivered.' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productId: { type: ['integer', 'null'], description: 'Null once the product has been deleted.' },
          name: { type: 'string', description: "As sold, in the request's language (?lang, else Accept-Language, else English)." },
          name_ar: { type: 'string', description: 'The Arabic name as sold; empty when it had none.' },
          quantity: { type: 'integer' },
          price: { type: 'number', description: 'Unit price in BD, as sold.' },
          message: { ...nullableString, description: 'The message on the cake; null when none.' },
        },
        required: ['productId', 'name', 'name_ar', 'quantity', 'price', 'message'],
      },
    },
    subtotal: { type: 'number' },
    deliveryCharge: { type: 'number' },
    discount: { type: 'number' },
    total: { type: 'number' },
    deliveryDate: { ...nullableString, description: 'YYYY-MM-DD in Bahrain; null without a delivery day.' },
    deliveryWindow: { ...nullableString, description: 'The delivery window id; null without one.' },
    deliveryWindowStart: { ...nullableString, description: 'HH:MM, Bahrain time, as booked.' },
    deliveryWindowEnd: { ...nullableString, description: 'HH:MM, Bahrain time, as booked.' },
  },
  required: ['id', 'createdAt', 'status', 'items', 'subtotal', 'deliveryCharge', 'discount', 'total', 'deliveryDate', 'deliveryWindow', 'deliveryWindowStart', 'deliveryWindowEnd'],
} as const;

function lookupVariables(request: FastifyRequest) {
  const body = request.body as { orderId: number | string; whatsapp: string };
  return { orderId: String(body.orderId), whatsapp: body.whatsapp };
}

export const orderLookupRestRoutes = [
  restRoute({
    method: 'POST',
    url: '/orders/lookup',
    schema: {
      summary: 'Look up an order as a guest',
      operationId: 'lookUpOrder',
      description: `The order with this id placed with this WhatsApp number (only digits compared): its status, lines, amounts and delivery time. An unknown id and a wrong number both answer the same 404. At most ${ORDER_LOOKUP_LIMIT.limit} lookups per ${ORDER_LOOKUP_LIMIT.windowMs / 60_000} minutes from one address, then 429.`,
      tags: ['orders'],
      security: publicAccess,
      querystring: languageQuery,
      body: lookupBody,
      response: { 200: lookedUpOrder, ...errorResponses, ...moreErrors(429) },
    },
    operation: RestOrderLookupDocument,
    variables: lookupVariables,
    reply: ({ orderLookup: order }) => ({
      id: toRestId(order.id),
      createdAt: order.createdAt,
      status: order.status,
      items: order.items.map((item) => ({
        productId: item.productId === null ? null : toRestId(item.productId),
        name: item.name,
        name_ar: item.ar.name,
        quantity: item.quantity,
        price: item.price,
        message: item.message,
      })),
      subtotal: order.subtotal,
      deliveryCharge: order.deliveryCharge,
      discount: order.discount,
      total: order.total,
      deliveryDate: order.deliveryDate,
      deliveryWindow: order.deliveryWindow,
      deliveryWindowStart: order.deliveryWindowStart,
      deliveryWindowEnd: order.deliveryWindowEnd,
    }),
  }),
];
