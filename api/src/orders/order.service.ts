import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { bookDeliverySlot } from '../delivery/delivery-booking';
import { addressLine, settleDestination } from '../delivery-areas/delivery-destination';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { voucherService } from '../vouchers/voucher.service';
import { OrderLine } from './order-line.entity';
import { OrderPlaced } from './order-placed.event';
import { OrderStatusChanged } from './order-status-changed.event';
import { Order } from './order.entity';
import { changeOrderStatus, checkedStatusChange } from './order-status-change';
import type { OrderInput } from './order.inputs';
import { changeOrder } from './order-change';
import type { OrderChangeInput } from './order-change.inputs';
import { parseOrderChange } from './order-change-request';
import { MAX_ORDER_FILS, priceOrder, subtotalFilsOf } from './order-pricing';
import { soldLines } from './sold-lines';
import type { OrderReceipt } from './order-receipt';
import { checkIdempotencyKey, orderRequestHash, parseOrderRequest, type OrderRequest } from './order-request';

function receiptOf(order: Order): OrderReceipt {
  return { orderId: order.id, total: order.totalFils };
}

/** The first answer for this key again, or a refusal when the key placed a different order. */
function replay(order: Order, requestHash: string): OrderReceipt {
  if (order.requestHash !== requestHash)
    throw new ConflictError('Idempotency-Key was already used for a different order');
  return receiptOf(order);
}

/** Prices the request from the catalog and stores it, all in one transaction. */
function placeOrder(
  ctx: RequestContext,
  request: OrderRequest,
  idempotencyKey: string | null,
  requestHash: string,
): Promise<Order> {
  return ctx.em.transactional(async (em) => {
    const lines = await soldLines(em, request.lines, ctx.language);
    const voucher = request.voucherCode ? await voucherService.findActive({ ...ctx, em }, request.voucherCode) : null;
    const { deliveryFils, ...destination } = await settleDestination(em, request.destination, subtotalFilsOf(lines));
    const price = priceOrder(lines, voucher, deliveryFils);
    if (price.totalFils > MAX_ORDER_FILS) throw new InvalidInputError('This order is too large to place online');
    if (voucher) await voucherService.redeem({ ...ctx, em }, voucher, price.subtotalFils);
    // Last of the checks: it holds the slot's lock until the order commits, so as briefly as can be.
    const delivery = await bookDeliverySlot(em, request.delivery ?? null, destination.fulfilment);

    const order = em.create(Order, {
      customerName: request.customerName,
      whatsapp: request.whatsapp,
      address:
        request.address ||
        (destination.addressParts && destination.areaName
          ? addressLine(destination.addressParts, destination.areaName)
          : ''),
      note: request.note,
      paymentMethod: request.paymentMethod,
      // The shopper's page language, which the request carries (?lang or Accept-Language).
      language: ctx.language,
      ...price,
      voucherCode: voucher?.code ?? null,
      voucherTerms: voucher && {
        type: voucher.type,
        discountValue: voucher.discountValue,
        minSubtotalFils: voucher.minSubtotalFils,
      },
      idempotencyKey,
      requestHash,
      ...delivery,
      ...destination,
    });
    for (const line of lines) em.create(OrderLine, { order, ...line });
    await em.flush();
    // In the same transaction: the bus waits for every reaction (the mail feature queues the
    // owner's mail with `em`), so what they write commits exactly when the order does, once.
    await ctx.request.server.events.publish(new OrderPlaced(em, order.id));
    return order;
  });
}

export const orderService = {
  async get(ctx: RequestContext, id: number): Promise<Order> {
    const order = await ctx.em.findOne(Order, id, { populate: ['items'] });
    if (!order) throw new NotFoundError('Order');
    return order;
  },

  /**
   * Places an order priced from the catalog, never from the client's amounts. With an
   * idempotency key, a repeat of the same request answers the first order again (even when the
   * repeats arrive together: the unique key decides), and nothing is placed or mailed twice.
   * Placing it is announced (OrderPlaced) in its transaction: the mail feature queues the owner's
   * mail then, sent in the background (mail/owner-order-mail.ts).
   */
  async create(ctx: RequestContext, input: OrderInput, idempotencyKey: string | null = null): Promise<OrderReceipt> {
    const request = parseOrderRequest(input, ctx.language);
    if (idempotencyKey !== null) checkIdempotencyKey(idempotencyKey);
    const requestHash = orderRequestHash(request);

    if (idempotencyKey !== null) {
      const earlier = await ctx.em.findOne(Order, { idempotencyKey });
      if (earlier) return replay(earlier, requestHash);
    }

    let order: Order;
    try {
      order = await placeOrder(ctx, request, idempotencyKey, requestHash);
    } catch (error) {
      if (idempotencyKey === null || !(error instanceof UniqueConstraintViolationException)) throw error;
      // Another request with this key committed first: answer what it answered.
      const winner = await ctx.em.fork().findOneOrFail(Order, { idempotencyKey });
      return replay(winner, requestHash);
    }

    return receiptOf(order);
  },

  /** Changes a placed order's lines, time, address or note (order-change.ts has the rules). */
  update(ctx: RequestContext, id: number, input: OrderChangeInput): Promise<Order> {
    return changeOrder(ctx, id, parseOrderChange(input));
  },

  /**
   * Sets the status (order-status-change.ts has the rules of cancelling and reopening). The
   * order's row is locked first, so two changes of one order run one after the other.
   */
  async updateStatus(ctx: RequestContext, id: number, status: string, reason?: string | null): Promise<Order> {
    const change = checkedStatusChange(status, reason);
    return ctx.em.transactional(async (em) => {
      await em.findOne(Order, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const order = await orderService.get({ ...ctx, em }, id);
      // A status set again to what it was changes nothing, so nothing is announced.
      if (order.status === change.status) return order;
      await changeOrderStatus(em, order, change.status, change.reason);
      await em.flush();
      await ctx.request.server.events.publish(new OrderStatusChanged(em, order.id, order.status));
      return order;
    });
  },
};
