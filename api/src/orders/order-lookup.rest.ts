import type { FastifyRequest } from 'fastify';
import { RestOrderLookupDocument } from '../graphql/generated/rest-operations';
import { publicRoute } from '../rest/rest-route';
import { languageQuery, moreErrors, toRestId } from '../rest/rest-schemas';
import { ORDER_LOOKUP_LIMIT } from './order-lookup';
import { deliveryAnswer, destinationAnswer, orderItemsAnswer, toRestDelivery, toRestItems } from './order-rest-shapes';

// POST /api/orders/lookup: a guest finds their own order again. The rules (digits
// compared, one 404, the limit per address) are order-lookup.ts's.

const lookupBody = {
  type: 'object',
  properties: {
    orderId: { type: ['integer', 'string'], description: 'The order number, as `123` or `#123`.' },
    whatsapp: {
      type: 'string',
      description: 'The WhatsApp number the order was placed with; only its digits are compared.',
    },
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
    items: orderItemsAnswer,
    subtotal: { type: 'number' },
    deliveryCharge: { type: 'number' },
    discount: { type: 'number' },
    total: { type: 'number' },
    ...deliveryAnswer,
    fulfilment: destinationAnswer.fulfilment,
    area: destinationAnswer.area,
    area_ar: destinationAnswer.area_ar,
  },
  required: [
    'id',
    'createdAt',
    'status',
    'items',
    'subtotal',
    'deliveryCharge',
    'discount',
    'total',
    'deliveryDate',
    'deliveryWindow',
    'deliveryWindowStart',
    'deliveryWindowEnd',
    'fulfilment',
    'area',
    'area_ar',
  ],
} as const;

function lookupVariables(request: FastifyRequest) {
  const body = request.body as { orderId: number | string; whatsapp: string };
  return { orderId: String(body.orderId), whatsapp: body.whatsapp };
}

export const orderLookupRestRoutes = [
  publicRoute({
    method: 'POST',
    url: '/orders/lookup',
    schema: {
      summary: 'Look up an order as a guest',
      operationId: 'lookUpOrder',
      description: `The order with this id placed with this WhatsApp number (only digits compared, a local eight-digit number as Bahrain's): its status, lines, amounts, delivery time and how it leaves the bakery (fulfilment, and the area's names; never the address). An unknown id and a wrong number both answer the same 404. At most ${ORDER_LOOKUP_LIMIT.limit} lookups per ${ORDER_LOOKUP_LIMIT.windowMs / 60_000} minutes from one address, then 429.`,
      tags: ['orders'],
      querystring: languageQuery,
      body: lookupBody,
      response: { 200: lookedUpOrder, ...moreErrors(429) },
    },
    operation: RestOrderLookupDocument,
    variables: lookupVariables,
    reply: ({ orderLookup: order }) => ({
      id: toRestId(order.id),
      createdAt: order.createdAt,
      status: order.status,
      items: toRestItems(order.items),
      subtotal: order.subtotal,
      deliveryCharge: order.deliveryCharge,
      discount: order.discount,
      total: order.total,
      ...toRestDelivery(order),
      fulfilment: order.fulfilment,
      area: order.area ?? null,
      area_ar: order.areaAr ?? null,
    }),
  }),
];
