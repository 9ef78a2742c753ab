import { listOfObjects, nullableString, toRestId } from '../rest/rest-schemas';

// The parts of an order's REST answer that the owner's calls (order.rest.ts) and a guest's
// lookup (order-lookup.rest.ts) share: its lines and its delivery slot, as JSON schemas and as
// the mapping from the GraphQL answer.

/** An order's lines as sold. */
export const orderItemsAnswer = listOfObjects(
  {
    productId: { type: ['integer', 'null'], description: 'Null once the product has been deleted.' },
    name: {
      type: 'string',
      description:
        "As sold, in the request's language (?lang, else Accept-Language, else English); in Arabic, the English name where it had no Arabic one.",
    },
    name_ar: { type: 'string', description: 'The Arabic name as sold; empty when it had none.' },
    quantity: { type: 'integer' },
    price: { type: 'number', description: 'Unit price in BD, as sold (with its choices).' },
    unitPrice: { type: 'number', description: 'The same unit price, under the name the choices explain.' },
    choices: listOfObjects(
      {
        option: { type: 'string', description: "The group's name, in the request's language like name." },
        option_ar: { type: 'string', description: 'The Arabic name as sold; empty when it had none.' },
        choice: { type: 'string', description: "The choice's name, in the request's language like name." },
        choice_ar: { type: 'string', description: 'The Arabic name as sold; empty when it had none.' },
        priceDelta: { type: 'number', description: 'BD it added to (or took from) the unit price.' },
      },
      ['option', 'option_ar', 'choice', 'choice_ar', 'priceDelta'],
      { description: 'The choices it was sold with (a size, add-ons), as sold; [] for a product sold without.' },
    ),
    message: {
      ...nullableString,
      description: 'The text the shopper asked for on it (a message on the cake); null when none.',
    },
  },
  ['productId', 'name', 'name_ar', 'quantity', 'price', 'unitPrice', 'choices', 'message'],
);

/** An order's delivery slot: extends the answer, null for orders placed without the delivery schedule. */
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

/** Where an order goes: extends the answer. */
export const destinationAnswer = {
  fulfilment: { type: 'string', enum: ['delivery', 'pickup'], description: "'delivery' or 'pickup'." },
  areaId: {
    type: ['integer', 'null'],
    description: 'The delivery area chosen; null for pickup and for orders placed while areas were off.',
  },
  area: { ...nullableString, description: "The area's English name as it was when the order was placed." },
  area_ar: { ...nullableString, description: "The area's Arabic name as it was when the order was placed." },
  addressParts: {
    type: ['object', 'null'],
    description: "The address as its numbers ('' for a part left blank); null for orders given as free text.",
    properties: {
      house: { type: 'string', description: 'Flat or house number.' },
      building: { type: 'string' },
      road: { type: 'string' },
      block: { type: 'string' },
      directions: { type: 'string' },
    },
    required: ['house', 'building', 'road', 'block', 'directions'],
  },
} as const;

interface Destination {
  fulfilment: string;
  areaId?: string | null;
  area?: string | null;
  areaAr?: string | null;
  addressParts?: { house: string; building: string; road: string; block: string; directions: string } | null;
}

export function toRestDestination(order: Destination) {
  const parts = order.addressParts;
  return {
    fulfilment: order.fulfilment,
    areaId: order.areaId == null ? null : toRestId(order.areaId),
    area: order.area ?? null,
    area_ar: order.areaAr ?? null,
    addressParts: parts
      ? {
          house: parts.house,
          building: parts.building,
          road: parts.road,
          block: parts.block,
          directions: parts.directions,
        }
      : null,
  };
}

interface SoldLine {
  productId: string | null;
  name: string;
  ar: { name: string; choices: ReadonlyArray<{ option: string; choice: string }> };
  quantity: number;
  price: number;
  message?: string | null;
  choices: ReadonlyArray<{ option: string; choice: string; priceDelta: number }>;
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
    unitPrice: item.price,
    choices: item.choices.map((choice, index) => ({
      option: choice.option,
      option_ar: item.ar.choices[index]?.option ?? '',
      choice: choice.choice,
      choice_ar: item.ar.choices[index]?.choice ?? '',
      priceDelta: choice.priceDelta,
    })),
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
