import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';
import { Language } from '../localized/language';
import { orderStandsSql } from '@crumb/shared/order-standing';

/** Days and weeks are Bahrain days (SHOP_TIME_ZONE). Days in the sales series, today last. */
export const SERIES_DAYS = 14;
/** "This week": the last 7 Bahrain days, today included. */
export const WEEK_DAYS = 7;
/** The best sellers are those of the last 30 Bahrain days, today included. */
export const BEST_SELLER_DAYS = 30;
export const BEST_SELLER_COUNT = 5;

/** One Bahrain day of the series; amounts in whole fils. */
export interface DayFigures {
  /** YYYY-MM-DD (Bahrain). */
  date: string;
  orders: number;
  salesFils: number;
  /** The delivery charges within salesFils: what the drivers' fees brought, not the bakery's goods. */
  deliveryFeesFils: number;
}

export interface BestSellerFigures {
  /** The name as sold, in the request's language (Arabic falls back to English). */
  name: string;
  quantity: number;
  salesFils: number;
}

export interface ShopFiguresData {
  today: DayFigures;
  week: { orders: number; salesFils: number; deliveryFeesFils: number };
  pendingOrders: number;
  bestSellers: BestSellerFigures[];
  /** SERIES_DAYS days, oldest first, today last; days without orders at 0. */
  days: DayFigures[];
}

/** The Bahrain day `now` falls on, and the instant days before it start, as SQL on a `now` parameter. */
const TODAY = `(?::timestamptz at time zone '${SHOP_TIME_ZONE}')::date`;
/** The instant (timestamptz) the Bahrain day `days` before today starts: `created_at >= that` walks the created_at index. */
const dayStart = (daysBefore: number) => `((${TODAY} - ${daysBefore})::timestamp at time zone '${SHOP_TIME_ZONE}')`;

/**
 * One statement: each of the SERIES_DAYS Bahrain days with its orders and sales (grouped in the
 * database; days without orders filled with 0 by generate_series), and the pending count.
 */
const SERIES_SQL = `
with sold as (
  select (created_at at time zone '${SHOP_TIME_ZONE}')::date as day, count(*) as orders, sum(total_fils) as sales,
    sum(delivery_fils) as delivery_fees
  from "order"
  where created_at >= ${dayStart(SERIES_DAYS - 1)} and ${orderStandsSql('"order"')}
  group by 1
)
select to_char(days.day, 'YYYY-MM-DD') as date,
  coalesce(sold.orders, 0)::int8 as orders,
  coalesce(sold.sales, 0)::int8 as sales,
  coalesce(sold.delivery_fees, 0)::int8 as delivery_fees,
  (select count(*) from "order" where status = 'pending')::int8 as pending
from generate_series((${TODAY} - ${SERIES_DAYS - 1})::timestamp, ${TODAY}::timestamp, interval '1 day') as days(day)
left join sold on sold.day = days.day::date
order by days.day`;

/**
 * The line's name in the reader's language, as `inLanguage` (localized/localized-text.ts) picks
 * it: Arabic readers see name_ar, or the English name where name_ar is blank.
 */
const lineName = (language: Language) =>
  language === Language.ar ? `coalesce(nullif(btrim(l.name_ar), ''), l.name)` : 'l.name';

/** One statement: the best sellers of the last BEST_SELLER_DAYS days, by quantity, grouped by the name shown. */
const bestSellersSql = (language: Language) => `
select ${lineName(language)} as name, sum(l.quantity)::int8 as quantity, sum(l.unit_price_fils * l.quantity)::int8 as sales
from order_line l
join "order" o on o.id = l.order_id
where o.created_at >= ${dayStart(BEST_SELLER_DAYS - 1)} and ${orderStandsSql('o')}
group by 1
order by quantity desc, sales desc, name
limit ${BEST_SELLER_COUNT}`;

// node-postgres answers int8 as a string, the embedded database as a bigint or number.
const whole = (value: unknown): number => Number(value);

/**
 * The day's figures for the dashboard, computed by the database in two statements
 * whatever the number of orders. Sales are order totals (after discount, with delivery) of
 * the orders that stand (order-standing.ts): a cancelled order is in no figure.
 */
export async function shopFigures(
  em: EntityManager,
  language: Language,
  now: Date = new Date(),
): Promise<ShopFiguresData> {
  const connection = em.getConnection();
  const at = now.toISOString();
  const [seriesRows, sellerRows] = await Promise.all([
    connection.execute<
      Array<{ date: string; orders: unknown; sales: unknown; delivery_fees: unknown; pending: unknown }>
    >(SERIES_SQL, [at, at, at]),
    connection.execute<Array<{ name: string; quantity: unknown; sales: unknown }>>(bestSellersSql(language), [at]),
  ]);
  const days = seriesRows.map((row) => ({
    date: row.date,
    orders: whole(row.orders),
    salesFils: whole(row.sales),
    deliveryFeesFils: whole(row.delivery_fees),
  }));
  const week = days.slice(-WEEK_DAYS);
  return {
    today: days.at(-1)!,
    week: {
      orders: week.reduce((sum, day) => sum + day.orders, 0),
      salesFils: week.reduce((sum, day) => sum + day.salesFils, 0),
      deliveryFeesFils: week.reduce((sum, day) => sum + day.deliveryFeesFils, 0),
    },
    pendingOrders: whole(seriesRows[0]?.pending ?? 0),
    bestSellers: sellerRows.map((row) => ({
      name: row.name,
      quantity: whole(row.quantity),
      salesFils: whole(row.sales),
    })),
    days,
  };
}
