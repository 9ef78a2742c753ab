import { raw } from '@mikro-orm/core';
import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { Order } from '../orders/order.entity';
import { LIST_ORDER, MAX_ORDER_PAGE, OrderPage } from '../orders/order-search';
import { customerKey, customerKeySql, searchDigits } from './customer-key';
import type { Customer, CustomerPage } from './customer.type';

/** The largest page of customers, and the page given when no limit is. */
export const MAX_CUSTOMER_PAGE = 100;
/** The longest search text read (a name is at most 120 characters). */
export const MAX_CUSTOMER_QUERY_LENGTH = 120;

/**
 * Statuses whose orders add nothing to what a customer spent: a cancelled order was never paid.
 * Orders of a status the shop does not have yet simply match none.
 */
export const UNSPENT_STATUSES = ['cancelled'] as const;

export interface CustomerFilters {
  limit?: number | null;
  offset?: number | null;
  q?: string | null;
}

const KEY = customerKeySql('o.whatsapp');
const UNSPENT = UNSPENT_STATUSES.map((status) => `'${status}'`).join(', ');

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The customers matching the search: a name on any of their orders (any case) or digits of
 * their number (Arabic digits too). A HAVING clause, so the figures count every order of a
 * customer found, not only the orders that matched.
 */
function matching(q: string): { having: string; params: string[] } {
  if (q === '') return { having: '', params: [] };
  const digits = searchDigits(q);
  const byName = 'bool_or(o.customer_name ilike ?)';
  // A text that is a number (spaces, +, dashes and brackets aside) searches the numbers too.
  if (digits !== '' && /^[\d\u0660-\u0669\u06F0-\u06F9\s()+.-]+$/.test(q)) {
    return { having: `and (${byName} or ${KEY} like ?)`, params: [likeContaining(q), likeContaining(digits)] };
  }
  return { having: `and ${byName}`, params: [likeContaining(q)] };
}

function checked(filters: CustomerFilters): { limit: number; offset: number; q: string } {
  const { limit, offset } = filters;
  if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_CUSTOMER_PAGE)) {
    throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_CUSTOMER_PAGE}`);
  }
  if (offset != null && (!Number.isInteger(offset) || offset < 0))
    throw new InvalidInputError('offset must be a whole number, 0 or more');
  const q = filters.q?.trim() ?? '';
  if (q.length > MAX_CUSTOMER_QUERY_LENGTH)
    throw new InvalidInputError(`q must be at most ${MAX_CUSTOMER_QUERY_LENGTH} characters`);
  return { limit: limit ?? MAX_CUSTOMER_PAGE, offset: offset ?? 0, q };
}

interface CustomerRow {
  whatsapp: string;
  name: string;
  orders: unknown;
  spent_fils: unknown;
  first_order_at: Date | string;
  last_order_at: Date | string;
  language: string;
}

/**
 * The orders grouped by customer, by the database (one statement for the page, one for the
 * count): the name from the latest order, every order counted, the cancelled ones left out of
 * what was spent, the name and language from the latest order.
 */
function groupedSql(having: string): string {
  return `select ${KEY} as whatsapp,
      (array_agg(o.customer_name order by o.created_at desc, o.id desc))[1] as name,
      (array_agg(o.language order by o.created_at desc, o.id desc))[1] as language,
      count(*) as orders,
      coalesce(sum(o.total_fils) filter (where o.status not in (${UNSPENT})), 0) as spent_fils,
      min(o.created_at) as first_order_at,
      max(o.created_at) as last_order_at
    from "order" o
    group by 1
    having ${KEY} <> '' ${having}`;
}

export const customerService = {
  /** A page of customers, the latest to order first, and how many match the search in all. */
  async page(ctx: RequestContext, filters: CustomerFilters): Promise<CustomerPage> {
    const { limit, offset, q } = checked(filters);
    const { having, params } = matching(q);
    const connection = ctx.em.getConnection();
    const [rows, counted] = await Promise.all([
      connection.execute<CustomerRow[]>(`${groupedSql(having)} order by max(o.created_at) desc, 1 limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ]),
      connection.execute<Array<{ total: unknown }>>(
        `select count(*) as total from (${groupedSql(having)}) customers`,
        params,
      ),
    ]);
    return { items: rows.map(toCustomer), total: Number(counted[0]?.total ?? 0) };
  },

  /**
   * A customer's orders, newest first, a page at a time (at most MAX_ORDER_PAGE) with their
   * lines: every order placed with the number, however it was typed.
   */
  async orders(ctx: RequestContext, whatsapp: string, filters: Omit<CustomerFilters, 'q'>): Promise<OrderPage> {
    const key = customerKey(whatsapp);
    if (key === '') throw new InvalidInputError('whatsapp must hold a number');
    const { limit, offset } = checked({ ...filters, limit: filters.limit ?? MAX_ORDER_PAGE });
    // Built for each statement: a raw() fragment serves one query only.
    const theirs = () => ({ [raw((alias) => `${customerKeySql(`${alias}.whatsapp`)} = ?`, [key])]: [] });
    const items = await ctx.em.find(Order, theirs(), {
      populate: ['items'],
      strategy: 'select-in',
      orderBy: LIST_ORDER,
      limit,
      offset,
    });
    return new OrderPage(items, () => ctx.em.count(Order, theirs()));
  },
};

function toCustomer(row: CustomerRow): Customer {
  return {
    whatsapp: row.whatsapp,
    name: row.name,
    orders: Number(row.orders),
    spentFils: Number(row.spent_fils),
    firstOrderAt: new Date(row.first_order_at),
    lastOrderAt: new Date(row.last_order_at),
    language: row.language,
  };
}
