import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bookDeliverySlot } from '../delivery/delivery-booking';
import { addressLine, deliveryChargeAgain } from '../delivery-areas/delivery-destination';
import { Fulfilment } from '../delivery-areas/fulfilment';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors/domain-errors';
import { AdminRole, OWNER_ONLY_MESSAGE } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import type { VoucherTermsAsPlaced } from '../vouchers/voucher-discount';
import { VoucherType } from '../vouchers/voucher.entity';
import { refuseBelowVoucherMinimum } from '../vouchers/voucher.service';
import { OrderChanged } from './order-changed.event';
import type { KeptLineRequest, OrderChangeRequest } from './order-change-request';
import { changedFacts, orderFacts } from './order-facts';
import { OrderLine } from './order-line.entity';
import { MAX_ORDER_FILS, priceOrder, subtotalFilsOf } from './order-pricing';
import type { OrderRequestLine } from './order-request';
import { Order } from './order.entity';
import { soldLines } from './sold-lines';

export const CHANGE_REFUSALS = {
  closed: 'A cancelled or delivered order cannot be changed: reopen a cancelled one first',
  stale: 'This order was changed meanwhile: reload it and make your change again',
  lineNotOnOrder: 'That line is not on this order',
  pickupAddress: 'A pickup order has no address to change',
  partsWithoutArea: 'This order was placed without a delivery area: change its address line (address) instead',
  lineWithArea: 'This order’s address is kept as its parts: change addressParts instead',
  blankAddress: 'Please enter an address',
  tooLarge: 'This order is too large to place online',
} as const;

/** 'X is no longer in the catalogue…': a line of a deleted product can be kept as sold or removed, not changed. */
export const productGoneMessage = (name: string) =>
  `${name} is no longer in the catalogue: keep its line as it was or remove it`;

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
const soldChoiceIds = (line: OrderLine) => ascending(line.choices.map((choice) => choice.choiceId));

/** What becomes of the order's lines: those kept as sold, and the lines to price at today's catalog. */
interface LinePlan {
  kept: OrderLine[];
  toPrice: OrderRequestLine[];
}

/** A line named by its id, as it is to be: kept as sold when nothing of it changes, else priced again. */
function planKeptLine(line: OrderLine, wanted: KeptLineRequest, plan: LinePlan): void {
  const message = wanted.message === undefined ? line.message : wanted.message;
  const choiceIds = wanted.choiceIds ?? soldChoiceIds(line);
  if (wanted.quantity === line.quantity && message === line.message && sameIds(choiceIds, soldChoiceIds(line))) {
    plan.kept.push(line);
    return;
  }
  const productId = line.product?.id;
  if (productId == null) throw new InvalidInputError(productGoneMessage(line.name));
  plan.toPrice.push({
    productId,
    quantity: wanted.quantity,
    ...(message && { message }),
    ...(choiceIds.length > 0 && { choiceIds }),
  });
}

/**
 * Sorts the lines asked for into those kept as sold and those to price. A product added exactly
 * as one of the order's lines not otherwise named (same product, choices, message and quantity)
 * is that line: a client sending the whole basket again changes nothing it did not change.
 */
function planLines(order: Order, lines: NonNullable<OrderChangeRequest['lines']>): LinePlan {
  const existing = new Map(order.items.getItems().map((line) => [line.id, line]));
  const plan: LinePlan = { kept: [], toPrice: [] };
  for (const wanted of lines.kept) {
    const line = existing.get(wanted.lineId);
    if (!line) throw new InvalidInputError(CHANGE_REFUSALS.lineNotOnOrder);
    existing.delete(wanted.lineId);
    planKeptLine(line, wanted, plan);
  }
  for (const added of lines.added) {
    const twin = [...existing.values()].find(
      (line) =>
        line.product?.id === added.productId &&
        line.quantity === added.quantity &&
        line.message === (added.message ?? null) &&
        sameIds(soldChoiceIds(line), added.choiceIds ?? []),
    );
    if (twin) {
      existing.delete(twin.id);
      plan.kept.push(twin);
    } else plan.toPrice.push(added);
  }
  return plan;
}

/** The terms the order's voucher had when it was placed; an order from before they were kept keeps its discount as an amount. */
function voucherTermsOf(order: Order): VoucherTermsAsPlaced | null {
  if (!order.voucherCode) return null;
  return order.voucherTerms ?? { type: VoucherType.fixed, discountValue: order.discountFils, minSubtotalFils: null };
}

/** Replaces the order's lines by the plan's, the new ones priced today; answers the order's lines as they now are. */
async function applyLines(ctx: RequestContext, em: EntityManager, order: Order, plan: LinePlan): Promise<OrderLine[]> {
  const priced = await soldLines(em, plan.toPrice, ctx.language);
  const removed = order.items.getItems().filter((line) => !plan.kept.includes(line));
  order.items.remove(removed);
  em.remove(removed);
  const added = priced.map((line) => em.create(OrderLine, { order, ...line }));
  for (const line of added) if (!order.items.contains(line, false)) order.items.add(line);
  return [...plan.kept, ...added];
}

/** Prices the order again from its lines: the delivery charge and the voucher's discount follow a new subtotal. */
async function reprice(em: EntityManager, order: Order, lines: readonly OrderLine[]): Promise<void> {
  const subtotalFils = subtotalFilsOf(lines);
  if (subtotalFils === order.subtotalFils) return;
  const terms = voucherTermsOf(order);
  if (terms) refuseBelowVoucherMinimum(terms.minSubtotalFils, subtotalFils);
  const deliveryFils = await deliveryChargeAgain(em, order, subtotalFils);
  const price = priceOrder(lines, terms, deliveryFils);
  if (price.totalFils > MAX_ORDER_FILS) throw new InvalidInputError(CHANGE_REFUSALS.tooLarge);
  Object.assign(order, price);
}

/** Moves the order to another day or window: every rule of the schedule, the owner past a full window with a reason. */
async function moveDelivery(
  ctx: RequestContext,
  em: EntityManager,
  order: Order,
  request: OrderChangeRequest,
): Promise<boolean> {
  const slot = request.delivery;
  if (!slot || (slot.date === order.deliveryDate && slot.window === order.deliveryWindow)) return false;
  if (request.fullWindowReason && ctx.admin?.role !== AdminRole.owner) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  const booked = await bookDeliverySlot(em, slot, order.fulfilment, { pastFull: request.fullWindowReason !== null });
  if (booked) Object.assign(order, booked);
  return true;
}

/** A new address: its parts for an order placed with an area (the line made again from them), else its line. */
function readdress(order: Order, request: OrderChangeRequest): void {
  const { address, addressParts } = request;
  if (address === undefined && !addressParts) return;
  if (order.fulfilment === Fulfilment.pickup) throw new InvalidInputError(CHANGE_REFUSALS.pickupAddress);
  if (order.areaName !== null) {
    if (address !== undefined) throw new InvalidInputError(CHANGE_REFUSALS.lineWithArea);
    order.addressParts = addressParts!;
    order.address = addressLine(addressParts!, order.areaName);
    return;
  }
  if (addressParts) throw new InvalidInputError(CHANGE_REFUSALS.partsWithoutArea);
  if (!address) throw new InvalidInputError(CHANGE_REFUSALS.blankAddress);
  order.address = address;
}

/**
 * Changes a placed order in one transaction, its row locked: its lines (kept ones at the prices
 * they were sold at, new and changed ones at today's), its day and window, address and note; then
 * prices it again. Refuses a cancelled or delivered order, and a change made on an older version.
 * A change that changes nothing answers the order as it is, its version unchanged.
 */
export function changeOrder(ctx: RequestContext, id: number, request: OrderChangeRequest): Promise<Order> {
  return ctx.em.transactional(async (em) => {
    await em.findOne(Order, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const order = await em.findOne(Order, id, { populate: ['items'] });
    if (!order) throw new NotFoundError('Order');
    if (order.status === 'cancelled' || order.status === 'delivered') throw new ConflictError(CHANGE_REFUSALS.closed);
    if (request.version !== null && request.version !== order.version) throw new ConflictError(CHANGE_REFUSALS.stale);
    const before = orderFacts(order, order.items.getItems());

    const lines = request.lines
      ? await applyLines(ctx, em, order, planLines(order, request.lines))
      : order.items.getItems();
    await reprice(em, order, lines);
    readdress(order, request);
    if (request.note !== undefined) order.note = request.note;
    // Last of the checks: it holds the slot's lock until the change commits.
    const moved = await moveDelivery(ctx, em, order, request);

    const changed = changedFacts(before, orderFacts(order, lines));
    if (!changed) return order;
    if (moved && request.fullWindowReason) {
      changed.before.fullWindowReason = null;
      changed.after.fullWindowReason = request.fullWindowReason;
    }
    order.version += 1;
    await em.flush();
    await ctx.request.server.events.publish(
      new OrderChanged(em, order.id, order.customerName, changed.before, changed.after),
    );
    return order;
  });
}
