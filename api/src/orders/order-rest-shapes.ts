import { nullableString, toRestId } from '../rest/rest-schemas';

// The parts of an order's REST answer that the owner's calls (order.rest.ts) and a guest's
// lookup (order-lookup.rest.ts) share: its lines and its delivery slot, as JSON schemas and as
// the mapping from the GraphQL answer.

/** An order's lines as sold. */
export const orderItemsAnswer = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      productId: { type: ['integer', 'null'], description: 'Null once the product has been deleted.' },
      name: {
        type: 'string',
        description:
          "As sold, in the request's language (?lang, else Accept-Language, else English); in Arabic, the English name where it had no Arabic one.",
      },
      name_ar: { type: 'string', description: 'The Arabic name as sold; empty when it had none.' },
      quantity: { type: 'integer' },
      price: { type: 'number', description: 'Unit price in BD, as sold.' },
      message: {
        ...nullableString,
        description: 'The text the shopper asked for on it (a message on the cake); null when none.',
      },
    },
    required: ['productId', 'name', 'name_ar', 'quantity', 'price', 'message'],
  },
} as const;

/** An order's delivery slot (issue 14): extends the answer, null for orders placed without the delivery schedule. */
export const deliveryAnswer = {
  deliveryDate: {
    ...nullableString,
    description: "The delivery day chosen at checkout, 'YYYY-MM-DD' in Bahrain; null without the delivery schedule.",
  },
  deliveryWindow: { ...nullableString, description: 'The id of the delivery window chosen at checkout.' },
  deliveryWindowStart: {
    ...nullableString,
    description: "The window's start, 'HH:MM' Bahrain time, as it was when the order was placed.",
  },
  deliveryWindowEnd: {
    ...nullableString,
    description: "The window's end, 'HH:MM' Bahrain time, as it was when the order was placed.",
  },
} as const;

interface SoldLine {
  productId: string | null;
  name: string;
  ar: { name: string };
  quantity: number;
  price: number;
  message?: string | null;
}

interface DeliverySlot {
  deliveryDate?: string | null;
  deliveryWindow?: string | null;
  deliveryWindowStart?: string | null;
  deliveryWindowEnd?: string | null;
}

export function toRestItems(items: readonly SoldLine[]) {
  return items.map((item) => ({
    productId: item.productId === null ? null : toRestId(item.productId),
    name: item.name,
    name_ar: item.ar.name,
    quantity: item.quantity,
    price: item.price,
    message: item.message ?? null,
  }));
}

export function toRestDelivery(order: DeliverySlot) {
  return {
    deliveryDate: order.deliveryDate ?? null,
    deliveryWindow: order.deliveryWindow ?? null,
    deliveryWindowStart: order.deliveryWindowStart ?? null,
    deliveryWindowEnd: order.deliveryWindowEnd ?? null,
  };
}
