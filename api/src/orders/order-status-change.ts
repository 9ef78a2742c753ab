import type { EntityManager } from '@mikro-orm/postgresql';
import { retakeDeliverySlot } from '../delivery/delivery-booking';
import { ConflictError, InvalidInputError } from '../errors/domain-errors';
import { voucherService } from '../vouchers/voucher.service';
import { CANCEL_REASON_MAX_LENGTH, ORDER_STATUSES, type Order, type OrderStatus } from './order.entity';
import { orderStands } from '@crumb/shared/order-standing';

export const CANCEL_MESSAGES = {
  reasonMissing: 'Please give a reason for cancelling the order',
  reasonTooLong: `A reason has at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  onlyReopen: 'A cancelled order can only be reopened (set back to pending), not confirmed or delivered',
} as const;

/** The status asked for, checked: one of ORDER_STATUSES, and a cancellation with its reason. */
export function checkedStatusChange(
  status: string,
  reason: string | null | undefined,
): { status: OrderStatus; reason: string | null } {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw new InvalidInputError(`Invalid status: ${status}`);
  if (status !== 'cancelled') return { status: status as OrderStatus, reason: null };
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw new InvalidInputError(CANCEL_MESSAGES.reasonMissing);
  if (trimmed.length > CANCEL_REASON_MAX_LENGTH) throw new InvalidInputError(CANCEL_MESSAGES.reasonTooLong);
  return { status: 'cancelled', reason: trimmed };
}

/**
 * Moves `order` to `status` inside its transaction `em`, keeping what it counts for right: an
 * order that stops standing (cancelled) gives back its voucher use (its window place and its
 * figures follow from its status alone); one that stands again takes its window place (CONFLICT
 * when the window is full now) and its voucher use again. A cancelled order only goes back to
 * pending (reopened), never straight to confirmed or delivered.
 */
export async function changeOrderStatus(
  em: EntityManager,
  order: Order,
  status: OrderStatus,
  reason: string | null,
): Promise<void> {
  const stoodBefore = orderStands(order.status);
  if (order.status === 'cancelled' && status !== 'pending') throw new ConflictError(CANCEL_MESSAGES.onlyReopen);
  if (!stoodBefore && orderStands(status)) {
    await retakeDeliverySlot(em, order, order.fulfilment);
    await voucherService.recountUse({ em }, order.voucherCode, 1);
  } else if (stoodBefore && !orderStands(status)) {
    await voucherService.recountUse({ em }, order.voucherCode, -1);
  }
  order.status = status;
  order.cancelReason = reason;
  order.version += 1;
}
