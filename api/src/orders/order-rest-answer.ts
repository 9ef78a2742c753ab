import type { RestOrderFragment } from '../graphql/generated/rest-operations';
import { nullableString, toRestId } from '../rest/rest-schemas';
import {
  deliveryAnswer,
  destinationAnswer,
  orderItemsAnswer,
  toRestDelivery,
  toRestDestination,
  toRestItems,
} from './order-rest-shapes';

// An order as the owner's calls answer it (order.rest.ts, order-change.rest.ts).

/** The lines as sold, each with its id: a change of the order names the lines it keeps by it. */
const ownerItemsAnswer = {
  ...orderItemsAnswer,
  items: {
    ...orderItemsAnswer.items,
    properties: {
      lineId: { type: 'integer', description: 'The line, as PATCH /api/orders/{id} names the lines it keeps.' },
      ...orderItemsAnswer.items.properties,
    },
    required: ['lineId', ...orderItemsAnswer.items.required],
  },
} as const;

export const orderAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string', description: 'pending, confirmed, delivered or cancelled.' },
    cancelReason: { ...nullableString, description: 'Why the order was cancelled; null unless it is cancelled.' },
    customerName: { type: 'string' },
    whatsapp: { type: 'string' },
    address: { type: 'string' },
    note: { type: 'string' },
    version: {
      type: 'integer',
      description:
        'Counts up with every change of the order (its lines, time, address, note or status): send it with PATCH /api/orders/{id} to refuse a change made on an older copy.',
    },
    items: ownerItemsAnswer,
    subtotal: { type: 'number' },
    deliveryCharge: { type: 'number' },
    discount: { type: 'number' },
    total: { type: 'number' },
    voucherCode: nullableString,
    ...deliveryAnswer,
    ...destinationAnswer,
    language: {
      type: 'string',
      enum: ['en', 'ar'],
      description:
        "The language the order was placed in (the shopper's page, from the request's ?lang or Accept-Language): en or ar. Orders placed before it was kept are en.",
    },
  },
  required: [
    'id',
    'createdAt',
    'status',
    'cancelReason',
    'version',
    'customerName',
    'whatsapp',
    'address',
    'note',
    'items',
    'subtotal',
    'deliveryCharge',
    'discount',
    'total',
    'voucherCode',
    ...(Object.keys(destinationAnswer) as Array<keyof typeof destinationAnswer>),
    'language',
  ],
} as const;

export function toRestOrder(order: RestOrderFragment) {
  return {
    id: toRestId(order.id),
    createdAt: order.createdAt,
    status: order.status,
    cancelReason: order.cancelReason,
    customerName: order.customerName,
    whatsapp: order.whatsapp,
    address: order.address,
    note: order.note,
    version: order.version,
    items: toRestItems(order.items).map((item, index) => ({ lineId: toRestId(order.items[index]!.id), ...item })),
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    discount: order.discount,
    total: order.total,
    voucherCode: order.voucherCode,
    ...toRestDelivery(order),
    ...toRestDestination(order),
    language: order.language,
  };
}
