import { isRecord } from '../shared/stored-value';

/**
 * docs/product.md#order-confirmation-page: what checkout hands to the confirmation page in the navigation
 * state. error and message are set when the order timed out and its outcome is not known.
 */
export interface OrderConfirmationState {
  orderId: string;
  /** BD: the server's total, or the checkout's estimate when the server did not answer. */
  total: number;
  paymentMethod: string;
  customerName: string;
  whatsapp: string;
  /** The delivery day ('YYYY-MM-DD', Bahrain) and window chosen at checkout, when the shop asked for one. */
  delivery?: { date: string; start: string; end: string };
  /** How the order leaves, when the shop offered a choice or asked for an area. */
  fulfilment?: 'delivery' | 'pickup';
  /** The delivery area chosen, in both languages. */
  area?: { name: string; nameAr: string };
  error?: boolean;
  message?: string;
}

/** The id shown (docs/product.md#checkout-page) for an order whose outcome is not known yet. */
export const PENDING_ORDER_PREFIX = 'PENDING-';

export function pendingOrderId(now = Date.now()): string {
  return `${PENDING_ORDER_PREFIX}${now}`;
}

/** The state when it has the expected shape; anything else counts as no state. */
export function readConfirmationState(state: unknown): OrderConfirmationState | undefined {
  if (!isRecord(state)) return undefined;
  const { orderId, total, paymentMethod, customerName, whatsapp, delivery, fulfilment, area, error, message } = state;
  if ((typeof orderId !== 'string' && typeof orderId !== 'number') || typeof total !== 'number') return undefined;
  return {
    orderId: String(orderId),
    total,
    paymentMethod: typeof paymentMethod === 'string' ? paymentMethod : '',
    customerName: typeof customerName === 'string' ? customerName : '',
    whatsapp: typeof whatsapp === 'string' ? whatsapp : '',
    delivery: readDelivery(delivery),
    fulfilment: fulfilment === 'delivery' || fulfilment === 'pickup' ? fulfilment : undefined,
    area: readArea(area),
    error: error === true,
    message: typeof message === 'string' ? message : undefined,
  };
}

function readDelivery(value: unknown): OrderConfirmationState['delivery'] {
  if (!isRecord(value)) return undefined;
  const { date, start, end } = value;
  return typeof date === 'string' && typeof start === 'string' && typeof end === 'string'
    ? { date, start, end }
    : undefined;
}

function readArea(value: unknown): OrderConfirmationState['area'] {
  if (!isRecord(value)) return undefined;
  const { name, nameAr } = value;
  return typeof name === 'string' && typeof nameAr === 'string' ? { name, nameAr } : undefined;
}
