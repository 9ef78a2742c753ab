import { raw, type FilterQuery } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { bahrainInstant } from '@crumb/shared/shop-time';
import { asciiDigits } from '@crumb/shared/whatsapp-number';
import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { ORDER_STATUSES, Order } from './order.entity';
import { STANDING_ORDERS } from '@crumb/shared/order-standing';

/**
 * The largest page a caller may ask for, and the page given when no limit is: one statement's
 * worth of orders, so no answer holds the server (its event loop, the embedded database's one
 * connection) for long. Longer lists go a page at a time; the REST list and export read every
 * page themselves and send each as it comes (rest/streamed-list.ts).
 */
export const MAX_ORDER_PAGE = 100;
/** Longest search text read (a name is at most 120 characters). */
export const MAX_ORDER_QUERY_LENGTH = 120;

/** The filters of the orders list, as callers send them (GraphQL arguments, REST query). */
export interface OrderFilters {
  limit?: number | null;
  offset?: number | null;
  /** An order's id: only the orders after it in the list's order (older, or as old with a lower id). */
  after?: number | null;
  status?: string | null;
  q?: string | null;
  from?: string | null;
  to?: string | null;
}

@ObjectType({ description: 'A page of orders, newest first, and how many orders match the filters in all.' })
export class OrderPage {
  @Field(() => [Order])
  items: Order[];

  constructor(
    items: Order[],
    private readonly countMatching: () => Promise<number>,
  ) {
    this.items = items;
  }

  /** Counted only when asked for: the pages after the first of a long list do without. */
  @Field(() => Int, { description: 'Orders matching the filters (`after` and paging aside), on every page.' })
  get total(): Promise<number> {
    return this.countMatching();
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that is a real calendar day, as the UTC instant its Bahrain day starts. */
function shopDayStart(value: string, name: string): Date {
  const match = DATE.exec(value);
  const day = match && new Date(`${value}T00:00:00Z`);
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new InvalidInputError(`${name} must be a date as YYYY-MM-DD`);
  }
  return bahrainInstant(value, 0);
}

const DAY_MS = 86_400_000;

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The where clause of the filters; refuses bad values with a message naming the filter. */
export function orderWhere(filters: OrderFilters): FilterQuery<Order> {
  const where: Array<FilterQuery<Order>> = [];
  if (filters.status != null) {
    if (!(ORDER_STATUSES as readonly string[]).includes(filters.status)) {
      throw new InvalidInputError(`status must be one of ${ORDER_STATUSES.join(', ')}`);
    }
    where.push({ status: filters.status as Order['status'] });
  }
  const from = filters.from != null ? shopDayStart(filters.from, 'from') : null;
  const to = filters.to != null ? new Date(shopDayStart(filters.to, 'to').getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw new InvalidInputError('from must not be after to');
  if (from) where.push({ createdAt: { $gte: from } });
  if (to) where.push({ createdAt: { $lt: to } });

  const q = filters.q?.trim() ?? '';
  if (q.length > MAX_ORDER_QUERY_LENGTH)
    throw new InvalidInputError(`q must be at most ${MAX_ORDER_QUERY_LENGTH} characters`);
  if (q !== '') where.push(searchWhere(q));
  return where.length === 0 ? {} : { $and: where };
}

/** Order ids are PostgreSQL integers: a number past this names no order. */
const MAX_ORDER_ID = 2_147_483_647;
/** No order: an empty `in`, which MikroORM writes as a condition that is never true. */
const NO_ORDER: FilterQuery<Order> = { id: { $in: [] } };

/**
 * What a search text finds: "#123" that order alone; otherwise the names holding the text, and
 * when it reads as (part of) a number, the WhatsApp numbers holding its digits and the order of
 * that id. Arabic digits count as the ASCII ones and spacing and signs are ignored on both sides:
 * the query's digits (without a leading '00', as a number is kept) are looked for in each order's
 * `whatsapp_digits` (its international number, Migration20261207110000_order_whatsapp_digits).
 */
function searchWhere(q: string): FilterQuery<Order> {
  const text = asciiDigits(q);
  const orderId = /^#\s*(\d+)$/.exec(text);
  if (orderId) {
    const id = Number(orderId[1]);
    return id >= 1 && id <= MAX_ORDER_ID ? { id } : NO_ORDER;
  }
  const anyOf: Array<FilterQuery<Order>> = [{ customerName: { $ilike: likeContaining(q) } }];
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  if (digits !== '' && /^[\d\s()+.-]+$/.test(text)) {
    anyOf.push({ whatsappDigits: { $like: likeContaining(digits) } });
    const id = Number(text);
    if (/^\d{1,10}$/.test(text) && id >= 1 && id <= MAX_ORDER_ID) anyOf.push({ id });
  }
  return { $or: anyOf };
}

function checkPaging(filters: OrderFilters): { limit: number; offset?: number } {
  const { limit, offset } = filters;
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_ORDER_PAGE)) {
    throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_ORDER_PAGE}`);
  }
  if (offset != null && (!Number.isInteger(offset) || offset < 0))
    throw new InvalidInputError('offset must be a whole number, 0 or more');
  return { limit: limit ?? MAX_ORDER_PAGE, ...(offset != null && offset > 0 && { offset }) };
}

/**
 * The orders after order `id` in the list's order (created_at, then id, both descending): a
 * keyset condition, which the created_at index serves however deep the page, and which new
 * orders (newer, so before the cursor) do not shift. The cursor's created_at is read by the
 * database itself: JavaScript dates drop its microseconds, and orders placed within one
 * millisecond would be skipped or repeated.
 */
export function afterOrder(id: number): FilterQuery<Order> {
  if (!Number.isInteger(id) || id < 1) throw new InvalidInputError('after must be an order id');
  return {
    [raw(
      (alias) =>
        `(${alias}.created_at, ${alias}.id) < (select cursor.created_at, cursor.id from "order" cursor where cursor.id = ?)`,
      [id],
    )]: [],
  };
}

/** The newest first, then by id; the keyset cursor follows the same order. */
export const LIST_ORDER = { createdAt: 'desc', id: 'desc' } as const;

export const orderSearch = {
  /**
   * The owner's baking list: every order to deliver on a Bahrain day that stands (a
   * cancelled one is not baked), whatever else its status, with its lines, by delivery window and then in the order they were placed. Two
   * statements (the orders by their day's index, their lines).
   */
  toBake(ctx: RequestContext, day: string): Promise<Order[]> {
    shopDayStart(day, 'date'); // refuses anything but a real YYYY-MM-DD
    return ctx.em.find(
      Order,
      { deliveryDate: day, ...STANDING_ORDERS },
      { populate: ['items'], strategy: 'select-in', orderBy: { deliveryWindow: 'asc', createdAt: 'asc', id: 'asc' } },
    );
  },

  /**
   * A page of the orders matching the filters (at most MAX_ORDER_PAGE, that many when no limit
   * is given), newest first, with their lines, and how many match in all when asked: the page of
   * orders, on its own so the database walks the created_at index and stops at the page; their
   * lines in one query; the count, only when `total` is read.
   */
  async page(ctx: RequestContext, filters: OrderFilters): Promise<OrderPage> {
    const paging = checkPaging(filters);
    // Built for each statement: a raw() fragment (the cursor) serves one query only.
    const where = orderWhere(filters);
    const items = await ctx.em.find(
      Order,
      filters.after != null ? { $and: [where, afterOrder(filters.after)] } : where,
      {
        populate: ['items'],
        strategy: 'select-in',
        orderBy: LIST_ORDER,
        ...paging,
      },
    );
    return new OrderPage(items, () => ctx.em.count(Order, orderWhere(filters)));
  },

  /** The newest orders, a page at a time (`after` the last one of the page before), with their lines, in one statement. */
  list(ctx: RequestContext, { limit, after }: Pick<OrderFilters, 'limit' | 'after'>): Promise<Order[]> {
    const paging = checkPaging({ limit });
    return ctx.em.find(Order, after != null ? afterOrder(after) : {}, {
      populate: ['items'],
      orderBy: LIST_ORDER,
      ...paging,
    });
  },
};
