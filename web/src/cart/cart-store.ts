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

/** A choice the line was added with (8 inch, Candles), named in the interface's language. */
export interface CartChoice {
  id: string;
  /** Its group's name: Size, Add-ons. */
  option: string;
  name: string;
}

export interface CartItem extends CartProduct {
  quantity: number;
  /**
   * The product's choices on this line, in the product's order; absent when none, so lines
   * saved before choices existed read the same. `price` is the unit price with them.
   */
  choices?: readonly CartChoice[];
  /**
   * The text to write on the cake, for products that take one. Absent, never blank,
   * when there is none: lines saved before messages existed read the same.
   */
  message?: string;
}

/**
 * Which line: its product, its choices and its message. The same cake in two sizes, or with two
 * messages, is two lines; a bare product id names the line of that product without either.
 */
export type CartLineRef = string | Pick<CartItem, 'id' | 'message' | 'choices'>;

function lineRef(ref: CartLineRef): { id: string; message: string; choices: string } {
  if (typeof ref === 'string') return { id: ref, message: '', choices: '' };
  return { id: ref.id, message: ref.message ?? '', choices: choiceKey(ref.choices) };
}

/** The line's choices as one comparable text, whatever order they were picked in. */
function choiceKey(choices: readonly CartChoice[] | undefined): string {
  return (choices ?? [])
    .map((choice) => choice.id)
    .sort()
    .join(',');
}

/** True when `item` is the line `ref` names. */
export function isLine(item: CartItem, ref: CartLineRef): boolean {
  const { id, message, choices } = lineRef(ref);
  return item.id === id && (item.message ?? '') === message && choiceKey(item.choices) === choices;
}

/** A key unique to the line among the cart's lines (a React key, an element id's ending). */
export function cartLineKey(item: Pick<CartItem, 'id' | 'message' | 'choices'>): string {
  const choices = choiceKey(item.choices);
  return [item.id, ...(choices ? [`[${choices}]`] : []), ...(item.message ? [item.message] : [])].join(':');
}

/** The local storage key, holding `{state: {items}, version}` (docs/product.md#local-storage). */
export const cartStorageKey = 'cart-storage';
const cartStorageVersion = 0;

function toCartChoice(value: unknown): CartChoice | undefined {
  if (!isRecord(value)) return undefined;
  const { id, option, name } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof option !== 'string' || typeof name !== 'string')
    return undefined;
  return { id: String(id), option, name };
}

function toCartItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, quantity, message, choices } = value;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  const item: CartItem = { id: String(id), name, price, image: typeof image === 'string' ? image : null, quantity };
  if (choices !== undefined) {
    // A line whose choices cannot be read would be ordered without them: dropped instead.
    const read = Array.isArray(choices) ? choices.map(toCartChoice) : [undefined];
    if (read.some((choice) => choice === undefined)) return undefined;
    if (read.length > 0) item.choices = read as CartChoice[];
  }
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

// The cart rules (docs/product.md#cart-page), as pure functions of the lines.

/**
 * Adding a product already in the cart raises its quantity by 1; a new one starts at 1. It goes
 * to the product's line without a message: a line with a message is that cake, and the shopper
 * writes another message on the new line.
 */
export function withProductAdded(items: readonly CartItem[], product: CartProduct): readonly CartItem[] {
  const { id, name, price, image } = product;
  return withLineAdded(items, { id, name, price, image }, 1);
}

/** A line as the product page adds it: the product with its choices and the message on the cake. */
export type NewCartLine = CartProduct & Pick<CartItem, 'choices' | 'message'>;

/**
 * `quantity` more of the line: added to the line of the same product, choices and message, or
 * a new line (choices and message left out when there are none, as stored lines keep them).
 */
export function withLineAdded(items: readonly CartItem[], line: NewCartLine, quantity: number): readonly CartItem[] {
  const count = Math.max(1, Math.floor(quantity));
  if (items.some((item) => isLine(item, line)))
    return items.map((item) => (isLine(item, line) ? { ...item, quantity: item.quantity + count } : item));
  const { id, name, price, image, choices, message } = line;
  const added: CartItem = { id, name, price, image, quantity: count };
  if (choices?.length) added.choices = choices;
  if (message?.trim()) added.message = message.trim();
  return [...items, added];
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
  const target = { id: changed.id, message: trimmed, choices: changed.choices };
  if (items.some((item) => isLine(item, target))) {
    return items
      .filter((item) => item !== changed)
      .map((item) => (isLine(item, target) ? { ...item, quantity: item.quantity + changed.quantity } : item));
  }
  return items.map((item) => (item === changed ? (trimmed ? { ...bare, message: trimmed } : bare) : item));
}

/** Names in the interface's language: of the products by id, and of the choices (with their group's) by id. */
export interface CartNames {
  products: ReadonlyMap<string, string>;
  choices?: ReadonlyMap<string, Pick<CartChoice, 'option' | 'name'>>;
}

/** Each line and choice named anew where `names` has it (the catalog in another language); the rest unchanged. */
export function withNames(items: readonly CartItem[], names: CartNames): readonly CartItem[] {
  return items.map((item) => {
    const renamed: CartItem = { ...item, name: names.products.get(item.id) ?? item.name };
    if (item.choices) renamed.choices = item.choices.map((choice) => ({ ...choice, ...names.choices?.get(choice.id) }));
    return renamed;
  });
}

/** The products the cart holds, each once and sorted: what it asks the catalogue about (a stable key for the cache). */
export function cartProductIds(items: readonly CartItem[]): string[] {
  return [...new Set(items.map((item) => item.id))].sort();
}

/** The names a catalog answer gives the cart's products and their choices (with their group's). */
export function cartNamesOf(
  products: ReadonlyArray<{
    id: string;
    name: string;
    options: ReadonlyArray<{ name: string; choices: ReadonlyArray<{ id: string; name: string }> }>;
  }>,
): CartNames {
  return {
    products: new Map(products.map((product) => [product.id, product.name])),
    choices: new Map(
      products.flatMap((product) =>
        product.options.flatMap((option) =>
          option.choices.map((choice) => [choice.id, { option: option.name, name: choice.name }] as const),
        ),
      ),
    ),
  };
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
  addLine: (line: NewCartLine, quantity: number) => cartStore.set(withLineAdded(cartStore.get(), line, quantity)),
  setQuantity: (line: CartLineRef, quantity: number) => cartStore.set(withQuantity(cartStore.get(), line, quantity)),
  setMessage: (line: CartLineRef, message: string) => cartStore.set(withMessage(cartStore.get(), line, message)),
  remove: (line: CartLineRef) => cartStore.set(withQuantity(cartStore.get(), line, 0)),
  rename: (names: CartNames) => cartStore.set(withNames(cartStore.get(), names)),
  clear: () => cartStore.set([]),
};

/** The cart's lines, kept current across this page and the shopper's other tabs. */
export function useCartItems(): readonly CartItem[] {
  return useStoredValue(cartStore);
}
