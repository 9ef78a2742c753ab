import { createHash } from 'node:crypto';
import { ORDER_TEXT_LIMITS as TEXT_LIMITS } from '@crumb/shared/order-limits';
import { isMessageableWhatsapp } from '@crumb/shared/whatsapp-number';
import { parseDeliverySlot, type DeliverySlot } from '../delivery/delivery-slot';
import { parseDestination, type DestinationRequest } from '../delivery-areas/delivery-destination';
import { InvalidInputError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import type { Language } from '../localized/language';
import type { OrderInput } from './order.inputs';

export const MAX_QUANTITY = 999;
/** More different products than any bakery basket; keeps one request's work bounded. */
export const MAX_ORDER_LINES = 100;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** No product takes a longer message (product.service.ts); the product's own limit is checked with it. */
export const ORDER_MESSAGE_MAX_LENGTH = 200;
/** More than any product's groups allow together; keeps one line's work bounded. */
const MAX_CHOICES_PER_LINE = 100;

const FIELD_LABELS = { customerName: 'Name', whatsapp: 'WhatsApp number', address: 'Address', note: 'Note' } as const;

/**
 * The refusal of a number the shop could not message ('123'), in the request's language: the
 * storefront shows the same words on its WhatsApp field before sending. The Arabic writes the
 * example without its space, which a right-to-left line would show as '1234 3600'.
 */
export const WHATSAPP_UNREACHABLE = {
  en: 'Please enter a WhatsApp number we can message, for example 3600 1234',
  ar: 'يرجى إدخال رقم واتساب يمكننا مراسلتك عليه، مثلًا 36001234',
} as const satisfies Record<Language, string>;

/** What the order calls say of the number (the REST body's and the GraphQL input's description). */
export const WHATSAPP_RULE = `The customer's WhatsApp number: 8 to 15 digits once read as WhatsApp reads it (Arabic digits as digits, a leading 00 dropped, Bahrain's 973 before a local number of eight digits); any other is refused with '${WHATSAPP_UNREACHABLE.en}' (in Arabic for an Arabic request).`;

/** An order request checked and in one canonical form: trimmed, lines merged and sorted. */
export interface OrderRequest {
  customerName: string;
  whatsapp: string;
  address: string;
  note: string;
  paymentMethod: 'cash';
  /** Uppercase, or null for none. */
  voucherCode: string | null;
  /** One per product, choices and message; `message` and `choiceIds` only on lines that have them (so older requests hash as before). */
  lines: OrderRequestLine[];
  /** The delivery day and window asked for; absent (not null) without one, so the fingerprint of such an order is unchanged. */
  delivery?: DeliverySlot;
  /** Pickup, or the area and address parts asked for; absent (not undefined) for a delivery naming neither, so such an order's fingerprint is unchanged. */
  destination?: DestinationRequest;
}

export interface OrderRequestLine {
  productId: number;
  quantity: number;
  message?: string;
  /** Ascending, each once. */
  choiceIds?: number[];
}

export function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw new InvalidInputError(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
  }
}

export function checkLength(field: keyof typeof TEXT_LIMITS, value: string): void {
  if (value.length > TEXT_LIMITS[field]) {
    throw new InvalidInputError(`${FIELD_LABELS[field]} is too long (at most ${TEXT_LIMITS[field]} characters)`);
  }
}

/**
 * The checks that need no database, refusals in English but the WhatsApp number's, which is in
 * `language`; the service checks the products and the voucher.
 */
export function parseOrderRequest(input: OrderInput, language: Language): OrderRequest {
  const customerName = input.customerName.trim();
  const whatsapp = input.whatsapp.trim();
  const address = (input.address ?? '').trim();
  const note = (input.note ?? '').trim();
  const destination = parseDestination(input);
  // Only an order as placed before areas existed needs its free-text address here; pickup needs
  // none, and for one naming an area the service asks for the address parts instead.
  const needsAddress = destination === undefined;
  if (!customerName || !whatsapp || (needsAddress && !address))
    throw new InvalidInputError('Please fill in all required fields');
  checkLength('customerName', customerName);
  checkLength('whatsapp', whatsapp);
  if (!isMessageableWhatsapp(whatsapp)) throw new InvalidInputError(WHATSAPP_UNREACHABLE[language]);
  checkLength('address', address);
  checkLength('note', note);

  const paymentMethod = (input.paymentMethod ?? '').trim().toLowerCase();
  if (!paymentMethod) throw new InvalidInputError('Please select a payment method');
  if (paymentMethod !== 'cash') throw new InvalidInputError('Only cash on delivery is accepted');

  if (input.items.length === 0) throw new InvalidInputError('An order needs at least one item');
  const lines = mergedLines(input.items);

  const voucherCode = (input.voucherCode ?? '').trim().toUpperCase() || null;
  const delivery = parseDeliverySlot(input.deliveryDate, input.deliveryWindow);
  return {
    customerName,
    whatsapp,
    address,
    note,
    paymentMethod,
    voucherCode,
    lines,
    ...(delivery && { delivery }),
    ...(destination && { destination }),
  };
}

/** The message of a line, trimmed; blank is none. Whether its product takes one is the service's check. */
export function lineMessage(message: string | null | undefined): string | undefined {
  const trimmed = (message ?? '').trim();
  if (trimmed.length > ORDER_MESSAGE_MAX_LENGTH)
    throw new InvalidInputError(`A message is too long (at most ${ORDER_MESSAGE_MAX_LENGTH} characters)`);
  return trimmed || undefined;
}

/** A line's choices, ascending; none is undefined. Whether they are its product's is the service's check. */
export function lineChoiceIds(choiceIds: readonly string[] | null | undefined): number[] | undefined {
  if (!choiceIds?.length) return undefined;
  if (choiceIds.length > MAX_CHOICES_PER_LINE)
    throw new InvalidInputError(`A line has at most ${MAX_CHOICES_PER_LINE} choices`);
  const ids = choiceIds.map((id) => parseId(id, 'choice'));
  if (new Set(ids).size !== ids.length) throw new InvalidInputError('A choice is named twice on one line');
  return ids.sort((a, b) => a - b);
}

/**
 * Lines of the same product, choices AND message merged (the same cake in two sizes, or with
 * two messages, is two lines), sorted by product, choices, then message, so equal requests have
 * one canonical form.
 */
export function mergedLines(items: OrderInput['items']): OrderRequestLine[] {
  const merged = new Map<string, OrderRequestLine>();
  for (const item of items) {
    checkQuantity(item.quantity);
    const productId = parseId(item.productId, 'product');
    const message = lineMessage(item.message);
    const choiceIds = lineChoiceIds(item.choiceIds);
    const key = JSON.stringify([productId, choiceIds ?? [], message ?? null]);
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else
      merged.set(key, {
        productId,
        quantity: item.quantity,
        ...(message !== undefined && { message }),
        ...(choiceIds && { choiceIds }),
      });
  }
  if (merged.size > MAX_ORDER_LINES)
    throw new InvalidInputError(`An order can hold at most ${MAX_ORDER_LINES} different products`);
  const lines = [...merged.values()];
  lines.forEach((line) => checkQuantity(line.quantity));
  // Code-unit order, not localeCompare: the canonical form must not depend on the server's locale.
  return lines.sort(
    (a, b) =>
      a.productId - b.productId ||
      compareChoices(a.choiceIds ?? [], b.choiceIds ?? []) ||
      compareMessages(a.message ?? '', b.message ?? ''),
  );
}

const compareMessages = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareChoices(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

export function checkIdempotencyKey(key: string): void {
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new InvalidInputError(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
}

/** Equal for requests that would place the same order, however they were spelled. */
export function orderRequestHash(request: OrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
