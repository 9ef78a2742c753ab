import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import type { OrderChangeInput } from '@crumb/shared/schema-types';
import type { AdminOrderForEditQuery } from '../../graphql/generated';

export type EditedOrder = AdminOrderForEditQuery['order'];

/** A line in the editor: one of the order's (lineId), or a product being added. */
export interface EditLine {
  /** Unique in the editor: the line's id, or a new line's own. */
  key: string;
  lineId: string | null;
  productId: string | null;
  name: string;
  choiceNames: string[];
  /** A new line's choices; null for one of the order's (its choices stay as sold). */
  choiceIds: string[] | null;
  message: string | null;
  /** As typed; checked on saving (1 to 999). */
  quantity: string;
  /** BD: as sold for the order's lines, today's with the choices for a new one. */
  unitPrice: number;
}

export interface AddressPartsValues {
  house: string;
  building: string;
  road: string;
  block: string;
  directions: string;
}

/** What the editor holds: the order as it is to be. */
export interface EditValues {
  lines: EditLine[];
  /** 'YYYY-MM-DD|windowId', or '' for an order without a delivery time. */
  slot: string;
  address: string;
  parts: AddressPartsValues;
  note: string;
}

/** The most of one line, as the API takes it. */
export const MAX_QUANTITY = 999;

export const slotKey = (date: string | null, window: string | null) => (date && window ? `${date}|${window}` : '');

const noParts: AddressPartsValues = { house: '', building: '', road: '', block: '', directions: '' };

/** The editor's values for the order as it stands. */
export function editValuesOf(order: EditedOrder): EditValues {
  return {
    lines: order.items.map((item) => ({
      key: item.id,
      lineId: item.id,
      productId: item.productId,
      name: item.name,
      choiceNames: item.choices.map((choice) => choice.choice),
      choiceIds: null,
      message: item.message,
      quantity: String(item.quantity),
      unitPrice: item.price,
    })),
    slot: slotKey(order.deliveryDate, order.deliveryWindow),
    address: order.address,
    parts: order.addressParts ? { ...order.addressParts } : noParts,
    note: order.note,
  };
}

/** A quantity as typed, or null when it is not a whole number from 1 to 999. */
export function quantityOf(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= MAX_QUANTITY ? value : null;
}

/** The keys of the lines whose quantity cannot be sent. */
export const badQuantities = (values: EditValues) =>
  values.lines.filter((line) => quantityOf(line.quantity) === null).map((line) => line.key);

/** The items' sum as the editor knows the prices: the server prices the order again when it is saved. */
export function estimatedSubtotal(lines: readonly EditLine[]): number {
  const fils = lines.reduce((sum, line) => sum + dinarToFils(line.unitPrice) * (quantityOf(line.quantity) ?? 0), 0);
  return filsToDinar(fils);
}

function linesChanged(order: EditedOrder, lines: readonly EditLine[]): boolean {
  if (lines.length !== order.items.length) return true;
  return lines.some((line, index) => {
    const item = order.items[index]!;
    return line.lineId !== item.id || quantityOf(line.quantity) !== item.quantity;
  });
}

const partsChanged = (before: AddressPartsValues, after: AddressPartsValues) =>
  (Object.keys(noParts) as Array<keyof AddressPartsValues>).some((part) => before[part].trim() !== after[part].trim());

/**
 * The change to send: only what differs from the order as it was read, with its version, so
 * a change made meanwhile by someone else is refused rather than overwritten. Null when nothing
 * differs. The quantities must have been checked (badQuantities).
 */
export function changeInputOf(order: EditedOrder, values: EditValues, fullWindowReason = ''): OrderChangeInput | null {
  const input: OrderChangeInput = { version: order.version };
  if (linesChanged(order, values.lines))
    input.items = values.lines.map((line) =>
      line.lineId
        ? { lineId: line.lineId, quantity: quantityOf(line.quantity)! }
        : {
            productId: line.productId,
            quantity: quantityOf(line.quantity)!,
            choiceIds: line.choiceIds,
            message: line.message,
          },
    );
  if (values.slot && values.slot !== slotKey(order.deliveryDate, order.deliveryWindow)) {
    const [date, window] = values.slot.split('|');
    input.deliveryDate = date;
    input.deliveryWindow = window;
    if (fullWindowReason.trim()) input.fullWindowReason = fullWindowReason.trim();
  }
  if (order.fulfilment === 'delivery') {
    if (order.addressParts) {
      if (partsChanged(order.addressParts, values.parts)) input.addressParts = values.parts;
    } else if (values.address.trim() !== order.address) input.address = values.address;
  }
  if (values.note.trim() !== order.note) input.note = values.note;
  return Object.keys(input).length > 1 ? input : null;
}
