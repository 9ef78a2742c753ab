import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { filsToDinar } from '@crumb/shared/money';
import type { RestOrderFragment } from '../graphql/generated/rest-operations';
import type { SoldChoice } from '../catalog/options/chosen-options';
import type { AddressParts } from '../delivery-areas/delivery-destination';
import type { Fulfilment } from '../delivery-areas/fulfilment';
import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import { choiceNamesIn, choicesIn } from './order-line-choices';
import { Order } from './order.entity';
import { LIST_ORDER, afterOrder, orderWhere, type OrderFilters } from './order-search';

/** Orders per statement when a whole list is read: each statement and what is made of it takes a few milliseconds. */
export const ORDER_PAGE_READ_SIZE = 50;

interface OrderRow {
  id: number;
  created_at: string;
  status: string;
  cancel_reason: string | null;
  customer_name: string;
  whatsapp: string;
  address: string;
  note: string;
  subtotal_fils: number;
  delivery_fils: number;
  discount_fils: number;
  total_fils: number;
  voucher_code: string | null;
  delivery_date: string | null;
  delivery_window: string | null;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  fulfilment: Fulfilment;
  area_id: number | null;
  area_name: string | null;
  area_name_ar: string | null;
  address_parts: AddressParts | null;
  language: Language;
  version: number;
  items: Array<{
    id: number;
    productId: number | null;
    name: string;
    nameAr: string;
    quantity: number;
    unitPriceFils: number;
    message: string | null;
    choices: SoldChoice[];
  }>;
}

/** The query's alias for the order (select-list fragments are not given it, unlike where fragments). */
const ALIAS = 'o';

/** An order's lines as one JSON value, in the order GraphQL lists them (Order.items: by id). A raw() fragment serves one statement. */
const linesAsJson = () =>
  raw<
    object,
    string
  >(`coalesce((select json_agg(json_build_object('id', line.id, 'productId', line.product_id, 'name', line.name, 'nameAr', line.name_ar, 'quantity', line.quantity,
    'unitPriceFils', line.unit_price_fils, 'message', line.message, 'choices', line.choices) order by line.id) from order_line line where line.order_id = ${ALIAS}.id), '[]') as items`);

/**
 * The orders matching `filters` after order `after` in the list's order, a page at a time, each
 * order as the RestOrder fragment (order.rest.graphql) answers it, for the REST list and
 * export sent whole. One statement per page (its lines as JSON), no entity and no GraphQL
 * execution: a page costs a few milliseconds instead of some forty, which is what keeps the
 * server free while lists of tens of thousands of orders are sent (docs/benchmarks.md, Long
 * lists). The conversions are GraphQL's own (the Money scalar's, OrderLineResolver's names, the
 * ORM's reading of dates); a test holds the two answers equal.
 *
 * Each page is read when the consumer asks for it, on a connection taken for that statement
 * only, so other requests share the database between two pages.
 */
export async function* orderFragmentPages(
  em: EntityManager,
  filters: OrderFilters,
  after: number,
  language: Language,
): AsyncGenerator<RestOrderFragment[]> {
  const platform = em.getPlatform();
  for (let cursor = after; ;) {
    const rows = await em
      .fork()
      .createQueryBuilder(Order, ALIAS)
      .select([
        'o.id',
        'o.created_at',
        'o.status',
        'o.cancel_reason',
        'o.version',
        'o.customer_name',
        'o.whatsapp',
        'o.address',
        'o.note',
        'o.subtotal_fils',
        'o.delivery_fils',
        'o.discount_fils',
        'o.total_fils',
        'o.voucher_code',
        'o.delivery_date',
        'o.delivery_window',
        'o.delivery_window_start',
        'o.delivery_window_end',
        'o.fulfilment',
        'o.area_id',
        'o.area_name',
        'o.area_name_ar',
        'o.address_parts',
        'o.language',
        linesAsJson(),
      ])
      .where({ $and: [orderWhere(filters), afterOrder(cursor)] })
      .orderBy(LIST_ORDER)
      .limit(ORDER_PAGE_READ_SIZE)
      .execute<OrderRow[]>('all', false);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: String(row.id),
      createdAt: platform.parseDate(row.created_at).toISOString(),
      status: row.status,
      cancelReason: row.cancel_reason,
      version: row.version,
      customerName: row.customer_name,
      whatsapp: row.whatsapp,
      address: row.address,
      note: row.note,
      items: row.items.map((line) => ({
        id: String(line.id),
        productId: line.productId === null ? null : String(line.productId),
        name: inLanguage(language, { en: line.name, ar: line.nameAr }),
        ar: { name: line.nameAr, choices: choiceNamesIn(Language.ar, line.choices) },
        quantity: line.quantity,
        price: filsToDinar(line.unitPriceFils),
        message: line.message,
        choices: choicesIn(language, line.choices).map((choice) => ({
          ...choice,
          priceDelta: filsToDinar(choice.priceDelta),
        })),
      })),
      subtotal: filsToDinar(row.subtotal_fils),
      deliveryCharge: filsToDinar(row.delivery_fils),
      discount: filsToDinar(row.discount_fils),
      total: filsToDinar(row.total_fils),
      voucherCode: row.voucher_code,
      deliveryDate: row.delivery_date,
      deliveryWindow: row.delivery_window,
      deliveryWindowStart: row.delivery_window_start,
      deliveryWindowEnd: row.delivery_window_end,
      fulfilment: row.fulfilment,
      areaId: row.area_id === null ? null : String(row.area_id),
      area: row.area_name,
      areaAr: row.area_name_ar,
      addressParts: row.address_parts,
      language: row.language,
    }));
    if (rows.length < ORDER_PAGE_READ_SIZE) return;
    cursor = rows.at(-1)!.id;
  }
}
