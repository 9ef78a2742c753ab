import type { AdminOrdersQuery } from '../graphql/generated';
import type { OrderToBake } from './baking-list';

/**
 * Where an order goes, as the server answers it for one placed while delivery areas and pickup
 * were off: delivered to a free-text address, no area, no zone. Test orders spread it and name
 * only what they are about.
 */
export const PLAIN_DELIVERY: Pick<
  OrderToBake,
  'fulfilment' | 'whatsapp' | 'address' | 'area' | 'areaAr' | 'zone' | 'zoneAr' | 'addressParts'
> = {
  fulfilment: 'delivery',
  whatsapp: '+973 3900 0000',
  address: 'Road 1, Block 338, Manama',
  area: null,
  areaAr: null,
  zone: null,
  zoneAr: null,
  addressParts: null,
};

export type Order = AdminOrdersQuery['orderPage']['items'][number];

/** Numbers the lines of the test orders, as the database numbers order lines. */
let lines = 0;

/** A line's names in one language, as its `translation` answers them. */
const lineNames = (name: string, choices: string[]) => ({
  __typename: 'OrderLineTranslation' as const,
  name,
  choices: choices.map((choice) => ({ __typename: 'OrderLineChoiceNames' as const, choice })),
});

/**
 * An order line as the server answers it, typed as Apollo asks for it (the list reads lines through
 * a fragment on OrderLine, which matches by type): no message and no choices unless given, named
 * in English (`name`, the back office's language) and in Arabic only where `ar` gives names.
 */
export function orderLine(
  name: string,
  quantity: number,
  lineTotal: number,
  {
    message = null,
    choices = [],
    ar = { name: '', choices: [] },
  }: { message?: string | null; choices?: string[]; ar?: { name: string; choices: string[] } } = {},
) {
  lines += 1;
  return {
    __typename: 'OrderLine' as const,
    id: String(lines),
    name,
    quantity,
    lineTotal,
    message,
    choices: choices.map((choice) => ({ __typename: 'OrderLineChoice' as const, choice })),
    en: lineNames(name, choices),
    ar: lineNames(ar.name, ar.choices),
  };
}

export function buildOrder(overrides: Partial<Order> & Pick<Order, 'id'>) {
  return {
    __typename: 'Order' as const,
    createdAt: '2026-03-14T09:30:00.000Z',
    status: 'pending',
    cancelReason: null as string | null,
    customerName: 'Fatima Ali',
    whatsapp: '+973 3900 1234',
    address: 'Road 12, Block 3, Manama',
    note: '',
    items: [orderLine('Red Velvet Cake', 2, 9), orderLine('Brownie Mix', 1, 2.25)],
    subtotal: 11.25,
    deliveryCharge: 2,
    discount: 0,
    voucherCode: null,
    total: 13.25,
    deliveryDate: null,
    deliveryWindowStart: null,
    deliveryWindowEnd: null,
    fulfilment: 'delivery' as const,
    area: null,
    areaAr: null,
    zone: null,
    zoneAr: null,
    addressParts: null,
    language: 'en' as Order['language'],
    ...overrides,
  };
}
