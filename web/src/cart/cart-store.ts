import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import { createStoredValue, isRecord, parseJson, useStoredValue } from '../shared/stored-value';

/** What the cart remembers of a product: enough to show the line without asking the API. */
export interface CartProduct {
  id: string;
  name: string;
  /** BD, as the catalog showed it when added. The server prices the order itself. */
  price: number;
  image: string | null;
}

export interface CartItem extends CartProduct {
  quantity: number;
  /**
   * The text to write on the cake (issue 14), for products that take one. Absent, never blank,
   * when there is none: lines saved before messages existed read the same.
   */
  message?: string;
}

/**
 * Which line: its product and its message. The same cake with two messages is two lines; a bare
 * product id names the line of that product without a message.
 */
export type CartLineRef = string | Pick<CartItem, 'id' | 'message'>;

function lineRef(ref: CartLineRef): { id: string; message: string } {
  return typeof ref === 'string' ? { id: ref, message: '' } : { id: ref.id, message: ref.message ?? '' };
}

/** True when `item` is the line `ref` names. */
export function isLine(item: CartItem, ref: CartLineRef): boolean {
  const { id, message } = lineRef(ref);
  return item.id === id && (item.message ?? '') === message;
}

/** A key unique to the line among the cart's lines (a React key, an element id's ending). */
export function cartLineKey(item: Pick<CartItem, 'id' | 'message'>): string {
  return item.message ? `${item.id}:${item.message}` : item.id;
}

/** SPEC §9 local storage key, in the `{state: {items}, version}` shape the spec gives. */
export const cartStorageKey = 'cart-storage';
const cartStorageVersion = 0;

function toCartItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, quantity, message } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  const item: CartItem = { id: String(id), name, price, image: typeof image === 'string' ? image : null, quantity };
  return typeof message === 'string' && message.trim() ? { ...item, message: message.trim() } : item;
}

/** The stored items; damaged lines (an older format, hand edits) are dropped, not fatal. */
export function parseCart(raw: string | null): readonly CartItem[] {
  const stored = parseJson(raw);
  const items = isRecord(stored) && isRecord(stored.state) ? stored.state.items : undefined;
  if (!Array.isArray(items)) return [];
  return items.map(toCartItem).filter((item): item is CartItem => item !== undefined);
}

const cartStore = createStoredValue<readonly CartItem[]>({
  key: cartStorageKey,
  parse: parseCart,
  serialize: (items) => JSON.stringify({ state: { items }, version: cartStorageVersion }),
});

// SPEC §4 Cart: the rules, as pure functions of the lines.

/**
 * Adding a product already in the cart raises its quantity by 1; a new one starts at 1. It goes
 * to the product's line without a message: a line with a message is that cake, and the shopper
 * writes another message on the new line.
 */
export function withProductAdded(items: readonly CartItem[], product: CartProduct): readonly CartItem[] {
  const { id, name, price, image } = product;
  if (!items.some((item) => isLine(item, id))) return [...items, { id, name, price, image, quantity: 1 }];
  return items.map((item) => (isLine(item, id) ? { ...item, quantity: item.quantity + 1 } : item));
}

/** A quantity of 0 or less removes the line. */
export function withQuantity(items: readonly CartItem[], line: CartLineRef, quantity: number): readonly CartItem[] {
  if (quantity <= 0) return items.filter((item) => !isLine(item, line));
  return items.map((item) => (isLine(item, line) ? { ...item, quantity: Math.floor(quantity) } : item));
}

/**
 * The line's message changed (trimmed; blank removes it). When another line of the product
 * already has that message, the two are one line now: their quantities add up there.
 */
export function withMessage(items: readonly CartItem[], line: CartLineRef, message: string): readonly CartItem[] {
  const changed = items.find((item) => isLine(item, line));
  const trimmed = message.trim();
  if (!changed || (changed.message ?? '') === trimmed) return items;
  const bare: CartItem = { ...changed };
  delete bare.message;
  const target = { id: changed.id, message: trimmed };
  if (items.some((item) => isLine(item, target))) {
    return items
      .filter((item) => item !== changed)
      .map((item) => (isLine(item, target) ? { ...item, quantity: item.quantity + changed.quantity } : item));
  }
  return items.map((item) => (item === changed ? (trimmed ? { ...bare, message: trimmed } : bare) : item));
}

/** Each line named anew where `names` has its product (the catalog in another language); the rest unchanged. */
export function withNames(items: readonly CartItem[], names: ReadonlyMap<string, string>): readonly CartItem[] {
  return items.map((item) => ({ ...item, name: names.get(item.id) ?? item.name }));
}

/** The badge number: the sum of the quantities, not the number of lines. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

export function lineTotal(item: CartItem): number {
  return filsToDinar(dinarToFils(item.price) * item.quantity);
}

/** Sum of price x quantity: the shopper's estimate; the server computes the order's real total. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return filsToDinar(items.reduce((fils, item) => fils + dinarToFils(item.price) * item.quantity, 0));
}

export const cart = {
  items: () => cartStore.get(),
  add: (product: CartProduct) => cartStore.set(withProductAdded(cartStore.get(), product)),
  setQuantity: (line: CartLineRef, quantity: number) => cartStore.set(withQuantity(cartStore.get(), line, quantity)),
  setMessage: (line: CartLineRef, message: string) => cartStore.set(withMessage(cartStore.get(), line, message)),
  remove: (line: CartLineRef) => cartStore.set(withQuantity(cartStore.get(), line, 0)),
  rename: (names: ReadonlyMap<string, string>) => cartStore.set(withNames(cartStore.get(), names)),
  clear: () => cartStore.set([]),
};

/** The cart's lines, kept current across this page and the shopper's other tabs. */
export function useCartItems(): readonly CartItem[] {
  return useStoredValue(cartStore);
}
