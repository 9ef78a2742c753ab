import { parseDeliverySlot, type DeliverySlot } from '../delivery/delivery-slot';
import { checkedAddressParts, type AddressParts } from '../delivery-areas/delivery-destination';
import { InvalidInputError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import { CANCEL_REASON_MAX_LENGTH } from './order.entity';
import type { OrderChangeInput } from './order-change.inputs';
import {
  checkLength,
  checkQuantity,
  lineChoiceIds,
  lineMessage,
  MAX_ORDER_LINES,
  mergedLines,
  type OrderRequestLine,
} from './order-request';

export const CHANGE_MESSAGES = {
  nothing: 'Nothing to change: send items, a delivery day and window, an address or a note',
  noItems: 'An order needs at least one item',
  lineTwice: 'A line of the order is named twice',
  lineAndProduct: 'A line is either one of the order (lineId) or a product to add (productId), not both',
  lineOrProduct: 'Each item needs a lineId or a productId',
  reasonTooLong: `A reason has at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  badVersion: 'version must be a whole number from 1',
} as const;

/** One of the order's lines, as it is to be: undefined message or choices stay as sold. */
export interface KeptLineRequest {
  lineId: number;
  quantity: number;
  /** null: no message; undefined: the message as sold. */
  message?: string | null;
  /** Ascending; undefined: the choices as sold. */
  choiceIds?: number[];
}

/** A change of an order checked for form; what is absent stays as it is. */
export interface OrderChangeRequest {
  lines?: { kept: KeptLineRequest[]; added: OrderRequestLine[] };
  delivery?: DeliverySlot;
  address?: string;
  addressParts?: AddressParts;
  note?: string;
  /** Why the owner books a full window; null without one. */
  fullWindowReason: string | null;
  /** The version the client read; null: change the order as it stands. */
  version: number | null;
}

function keptLine(item: NonNullable<OrderChangeInput['items']>[number], lineId: number): KeptLineRequest {
  checkQuantity(item.quantity);
  const message = item.message == null ? undefined : (lineMessage(item.message) ?? null);
  const choiceIds = item.choiceIds == null ? undefined : (lineChoiceIds(item.choiceIds) ?? []);
  return {
    lineId,
    quantity: item.quantity,
    ...(message !== undefined && { message }),
    ...(choiceIds !== undefined && { choiceIds }),
  };
}

function parseLines(items: NonNullable<OrderChangeInput['items']>): NonNullable<OrderChangeRequest['lines']> {
  if (items.length === 0) throw new InvalidInputError(CHANGE_MESSAGES.noItems);
  const kept: KeptLineRequest[] = [];
  const added: Parameters<typeof mergedLines>[0] = [];
  for (const item of items) {
    const lineText = (item.lineId ?? '').trim();
    const productText = (item.productId ?? '').trim();
    if (lineText && productText) throw new InvalidInputError(CHANGE_MESSAGES.lineAndProduct);
    if (lineText) kept.push(keptLine(item, parseId(lineText, 'line')));
    else if (productText) added.push({ ...item, productId: productText });
    else throw new InvalidInputError(CHANGE_MESSAGES.lineOrProduct);
  }
  if (new Set(kept.map((line) => line.lineId)).size !== kept.length)
    throw new InvalidInputError(CHANGE_MESSAGES.lineTwice);
  const addedLines = added.length > 0 ? mergedLines(added) : [];
  if (kept.length + addedLines.length > MAX_ORDER_LINES)
    throw new InvalidInputError(`An order can hold at most ${MAX_ORDER_LINES} different products`);
  return { kept, added: addedLines };
}

/** The checks that need no database; the change itself (order-change.ts) checks the rest. */
export function parseOrderChange(input: OrderChangeInput): OrderChangeRequest {
  const lines = input.items == null ? undefined : parseLines(input.items);
  const delivery = parseDeliverySlot(input.deliveryDate, input.deliveryWindow) ?? undefined;
  const address = input.address == null ? undefined : input.address.trim();
  if (address !== undefined) checkLength('address', address);
  const addressParts = input.addressParts == null ? undefined : checkedAddressParts(input.addressParts);
  const note = input.note == null ? undefined : input.note.trim();
  if (note !== undefined) checkLength('note', note);
  const fullWindowReason = (input.fullWindowReason ?? '').trim() || null;
  if (fullWindowReason && fullWindowReason.length > CANCEL_REASON_MAX_LENGTH)
    throw new InvalidInputError(CHANGE_MESSAGES.reasonTooLong);
  const version = input.version ?? null;
  if (version !== null && (!Number.isInteger(version) || version < 1))
    throw new InvalidInputError(CHANGE_MESSAGES.badVersion);
  if (!lines && !delivery && address === undefined && !addressParts && note === undefined)
    throw new InvalidInputError(CHANGE_MESSAGES.nothing);
  return {
    ...(lines && { lines }),
    ...(delivery && { delivery }),
    ...(address !== undefined && { address }),
    ...(addressParts && { addressParts }),
    ...(note !== undefined && { note }),
    fullWindowReason,
    version,
  };
}
