import { createStoredValue, isRecord, parseJson, useStoredValue } from '../shared/stored-value';
import { toDinar, toFils } from '../shared/money';

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
}

/** SPEC §9 local storage key, in the `{state: {items}, version}` shape the spec gives. */
export const cartStorageKey = 'cart-storage';
const cartStorageVersion = 0;

function toCartItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, quantity } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  return { id: String(id), name, price, image: typeof image === 'string' ? image : null, quantity };
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

/** Adding a product already in the cart raises its quantity by 1; a new one starts at 1. */
export function withProductAdded(items: readonly CartItem[], product: CartProduct): readonly CartItem[] {
  const { id, name, price, image } = product;
  if (!items.some((item) => item.id === id)) return [...items, { id, name, price, image, quantity: 1 }];
  return items.map((item) => (item.id === id ? { ...item, quantity: item.quantity + 1 } : item));
}

/** A quantity of 0 or less removes the line. */
export function withQuantity(items: readonly CartItem[], productId: string, quantity: number): readonly CartItem[] {
  if (quantity <= 0) return items.filter((item) => item.id !== productId);
  return items.map((item) => (item.id === productId ? { ...item, quantity: Math.floor(quantity) } : item));
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
  return toDinar(toFils(item.price) * item.quantity);
}

/** Sum of price x quantity: the shopper's estimate; the server computes the order's real total. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return toDinar(items.reduce((fils, item) => fils + toFils(item.price) * item.quantity, 0));
}

export const cart = {
  items: () => cartStore.get(),
  add: (product: CartProduct) => cartStore.set(withProductAdded(cartStore.get(), product)),
  setQuantity: (productId: string, quantity: number) =>
    cartStore.set(withQuantity(cartStore.get(), productId, quantity)),
  remove: (productId: string) => cartStore.set(withQuantity(cartStore.get(), productId, 0)),
  rename: (names: ReadonlyMap<string, string>) => cartStore.set(withNames(cartStore.get(), names)),
  clear: () => cartStore.set([]),
};

/** The cart's lines, kept current across this page and the shopper's other tabs. */
export function useCartItems(): readonly CartItem[] {
  return useStoredValue(cartStore);
}
