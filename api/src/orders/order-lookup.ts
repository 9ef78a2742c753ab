import { createHash, timingSafeEqual } from 'node:crypto';
import { asciiDigits, internationalWhatsapp } from '@crumb/shared/whatsapp-number';
import { InvalidInputError, NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import type { AttemptLimitRule } from '../rate-limit';
import { Order } from './order.entity';
import type { OrderLookup } from './order-lookup.type';

/** Guest lookups one client address may make per window, right or wrong (rate-limit/). */
export const ORDER_LOOKUP_LIMIT: AttemptLimitRule = {
  limit: 20,
  windowMs: 15 * 60 * 1000,
  message: 'Too many order lookups. Please try again later.',
};

/** The one answer for an unknown order AND a wrong number: it tells a guesser nothing. */
export const ORDER_LOOKUP_NOT_FOUND = 'No order matches this order number and WhatsApp number.';
export const ORDER_LOOKUP_BLANK = 'Please enter your order number and WhatsApp number.';

/** NOT_FOUND (404) with the one lookup message, not '<entity> not found'. */
class OrderLookupNotFoundError extends NotFoundError {
  constructor() {
    super('Order');
    this.message = ORDER_LOOKUP_NOT_FOUND;
  }
}

/** Longer than any order id or WhatsApp number (40 characters); longer input is refused unread. */
const MAX_LOOKUP_TEXT = 60;
const MAX_ORDER_ID = 2_147_483_647;

/** '123' or '#123' (any digits) as an order id; null for anything that cannot be one. */
function orderIdFrom(text: string): number | null {
  const digits = asciiDigits(text.trim()).replace(/^#/, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ORDER_ID ? id : null;
}

/**
 * Whether two digit strings are equal, in a time that does not depend on where they differ
 * (both are hashed to the same length first, so their lengths do not show either).
 */
function sameDigits(given: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** What a guest may see of an order: no name, address or number, which they typed or know. */
function lookupView(order: Order): OrderLookup {
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    items: order.items.getItems(),
    subtotalFils: order.subtotalFils,
    deliveryFils: order.deliveryFils,
    discountFils: order.discountFils,
    totalFils: order.totalFils,
    deliveryDate: order.deliveryDate,
    deliveryWindow: order.deliveryWindow,
    deliveryWindowStart: order.deliveryWindowStart,
    deliveryWindowEnd: order.deliveryWindowEnd,
    fulfilment: order.fulfilment,
    area: order.areaName,
    areaAr: order.areaNameAr,
  };
}

export const orderLookupService = {
  /**
   * A guest's own order, found by its id and the WhatsApp number it was placed with (compared as
   * international numbers). Every lookup counts against the client address (ORDER_LOOKUP_LIMIT, shared by
   * every instance), so order ids cannot be walked; an unknown id and a wrong number answer the
   * same 404 after the same work.
   */
  async find(ctx: RequestContext, orderIdText: string, whatsapp: string): Promise<OrderLookup> {
    await ctx.request.server.orderLookupLimit.consume(ctx.request.ip);
    if (!orderIdText.trim() || !whatsapp.trim()) throw new InvalidInputError(ORDER_LOOKUP_BLANK);
    if (orderIdText.length > MAX_LOOKUP_TEXT || whatsapp.length > MAX_LOOKUP_TEXT) throw new OrderLookupNotFoundError();

    const id = orderIdFrom(orderIdText);
    const order = id === null ? null : await ctx.em.findOne(Order, id, { populate: ['items'] });
    // As international numbers: '36001234', '+973 3600-1234' and '0097336001234' are one number.
    const given = internationalWhatsapp(whatsapp);
    // Compared even without an order, so a missing one takes as long as a wrong number.
    const matches = sameDigits(given, order ? internationalWhatsapp(order.whatsapp) : '\0');
    // No digits at all never matches (an order saved without any would match an empty guess).
    if (!order || !matches || given === '') throw new OrderLookupNotFoundError();
    return lookupView(order);
  },
};
