import type { FastifyRequest } from 'fastify';
import type { OrderInput } from '@crumb/shared/schema-types';
import { bahrainDay } from '@crumb/shared/shop-time';
import {
  RestCreateOrderDocument,
  RestOrderDocument,
  RestOrdersDocument,
  RestUpdateOrderStatusDocument,
  type RestOrderFragment,
  type RestOrdersQuery,
  type RestOrdersQueryVariables,
} from '../graphql/generated/rest-operations';
import { DELIVERY_MESSAGES } from '../delivery/delivery-slot';
import { adminRoute, publicRoute } from '../rest/rest-route';
import type { StreamedAnswer, StreamedBody } from '../rest/streamed-answer';
import { jsonArrayBody } from '../rest/streamed-list';
import { idParams, idVariables, languageQuery, moreErrors, nullableString, toRestId } from '../rest/rest-schemas';
import { IDEMPOTENCY_KEY_MAX_LENGTH, WHATSAPP_RULE } from './order-request';
import { requestLanguage } from '../localized/request-language';
import { ordersCsv, ordersCsvHead, ordersCsvRows } from './order-export';
import { AREA_MESSAGES } from '../delivery-areas/delivery-destination';
import { REOPEN_FULL_MESSAGE } from '../delivery/delivery-booking';
import { CANCEL_REASON_MAX_LENGTH } from './order.entity';
import { CANCEL_MESSAGES } from './order-status-change';
import { ORDER_PAGE_READ_SIZE } from './order-pages';
import { orderAnswer, toRestOrder } from './order-rest-answer';
import { MAX_ORDER_PAGE, MAX_ORDER_QUERY_LENGTH } from './order-search';

// The order calls (docs/product.md#order-calls). The rules (required fields, quantities, prices) are
// the service's; these schemas check types and document the shapes.

const say = (message: string) => `\`${message}\``;
const DELIVERY_SLOT_RULES = [
  'Delivery slot (`deliveryDate` and `deliveryWindow`, from `GET /api/delivery-schedule/days`):',
  `while the delivery schedule is off (the default) leave both out or null; sending one then answers 400 ${say(DELIVERY_MESSAGES.off)} rather than storing a time the shop does not honour.`,
  'While it is on both are required, and every rule is checked again when the order is placed, in Bahrain time: 400 with',
  `${say(DELIVERY_MESSAGES.missing)}, ${say(DELIVERY_MESSAGES.closedDay)}, ${say(DELIVERY_MESSAGES.pastCutoff)}, ${say(DELIVERY_MESSAGES.leadTime)},`,
  `${say(DELIVERY_MESSAGES.full)}, ${say(DELIVERY_MESSAGES.unknownWindow)}, ${say(DELIVERY_MESSAGES.tooFar)} or ${say(DELIVERY_MESSAGES.badDate)}.`,
  "Places are counted in the order's transaction, one order at a time per day and window; a repeat with the same `Idempotency-Key` books no second place.",
].join(' ');

const DESTINATION_RULES = [
  'Delivery is 2.000 BD while delivery areas are off (the default), and the order gives a free-text `address`.',
  "While they are on (`GET /api/delivery-areas`), a delivery names its `areaId` and `addressParts` and pays its zone's fee, nothing from the free-delivery subtotal on; its subtotal (before any voucher discount) must reach the zone's minimum.",
  "`fulfilment: 'pickup'` (while the shop offers it) costs nothing and needs no address.",
  `Refusals, 400: ${say(AREA_MESSAGES.missingArea)}, ${say(AREA_MESSAGES.unknownArea)}, ${say(AREA_MESSAGES.areaOff)}, ${say(AREA_MESSAGES.missingAddress)},`,
  `\`The minimum order for delivery to {area} is {minimum} BD: add {missing} BD more\`, ${say(AREA_MESSAGES.pickupOff)}, ${say(AREA_MESSAGES.areasOff)}.`,
].join(' ');

const productReference = { type: ['integer', 'string'] } as const;
const ignored = { description: 'Accepted and ignored: the server prices the order itself.' } as const;

const createOrderBody = {
  type: 'object',
  properties: {
    customerName: { type: 'string' },
    whatsapp: { type: 'string', description: WHATSAPP_RULE },
    address: { type: 'string' },
    note: nullableString,
    paymentMethod: { ...nullableString, description: "Only 'cash'." },
    items: {
      type: 'array',
      description:
        "Cart lines: the product's fields plus quantity (the product named by `id`), or {productId, quantity}. Only the product, quantity, message and choiceIds are read.",
      items: {
        type: 'object',
        properties: {
          productId: productReference,
          id: productReference,
          quantity: { type: 'integer' },
          message: {
            ...nullableString,
            description:
              'The text on the cake, for a product that takes one (its messageMaxLength); trimmed, blank means none, 400 for a product that takes none or a longer text. The same product with two messages is two lines.',
          },
          choiceIds: {
            type: ['array', 'null'],
            items: productReference,
            description:
              "The product's choices for this line (ids from its options), each once. 400 naming the group when a required group has none, a group has more than its maxChoices, or a choice is another product's; 409 for a sold-out choice. The same product with other choices is another line.",
          },
        },
        required: ['quantity'],
      },
    },
    voucherCode: { ...nullableString, description: 'Blank means none; an unknown or inactive code refuses the order.' },
    deliveryDate: {
      ...nullableString,
      description:
        "'YYYY-MM-DD', a Bahrain day. Only while the delivery schedule is on, and then required (see the call's description).",
    },
    deliveryWindow: {
      ...nullableString,
      description: "A delivery window's id on deliveryDate. Only while the delivery schedule is on, and then required.",
    },
    fulfilment: {
      type: ['string', 'null'],
      enum: ['delivery', 'pickup', null],
      description:
        "'delivery' (the default) or 'pickup', only while the shop offers pickup (see the call's description).",
    },
    areaId: {
      type: ['integer', 'string', 'null'],
      description:
        'A delivery area id from `GET /api/delivery-areas`: required for delivery while areas are on, refused while they are off; ignored for pickup.',
    },
    addressParts: {
      type: ['object', 'null'],
      description:
        'The address as its numbers: required for delivery while areas are on (the road, the block, and a flat or house number or a building number; at most 40 characters each, directions at most 1000), refused while areas are off, ignored for pickup. With it `address` may be left out: the order then stores a line made of the parts and the area.',
      properties: {
        house: { ...nullableString, description: 'Flat or house number.' },
        building: { ...nullableString, description: 'Building number.' },
        road: nullableString,
        block: nullableString,
        directions: { ...nullableString, description: 'Optional: how to find it.' },
      },
    },
    subtotal: ignored,
    deliveryCharge: ignored,
    discount: ignored,
    total: ignored,
  },
} as const;

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** The filters of the orders list and its export (order-search.ts applies them). */
const orderFilterQuery = {
  type: 'object',
  properties: {
    ...languageQuery.properties,
    status: {
      type: 'string',
      enum: ['pending', 'confirmed', 'delivered'],
      description: 'Only the orders with this status.',
    },
    q: {
      type: 'string',
      maxLength: MAX_ORDER_QUERY_LENGTH,
      description:
        "Part of the customer's name (any case), digits of their WhatsApp number (spacing ignored), or an order id (`123` or `#123`).",
    },
    from: { ...day, description: 'YYYY-MM-DD: orders placed on that day or later, in Bahrain time.' },
    to: { ...day, description: 'YYYY-MM-DD: orders placed on that day or earlier, in Bahrain time.' },
  },
} as const;

const orderListQuery = {
  type: 'object',
  properties: {
    ...orderFilterQuery.properties,
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ORDER_PAGE,
      description: `At most this many orders (1 to ${MAX_ORDER_PAGE}); every matching order when omitted, sent as they are read.`,
    },
    offset: { type: 'integer', minimum: 0, default: 0, description: 'Skip this many matching orders.' },
  },
} as const;

interface OrderListQuery {
  limit?: number;
  offset?: number;
  status?: string;
  q?: string;
  from?: string;
  to?: string;
}

function filterVariables(request: FastifyRequest): RestOrdersQueryVariables {
  const query = (request.query ?? {}) as OrderListQuery;
  return {
    limit: query.limit ?? null,
    offset: query.offset ?? null,
    status: query.status ?? null,
    q: query.q ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
  };
}

/**
 * Every matching order: the first page through the route's operation (its refusals, the count),
 * the rest read a page at a time after the first page's last order (a keyset cursor, so orders
 * placed meanwhile shift nothing) by order-pages.ts, and sent as they come.
 */
function everyOrder(
  body: StreamedBody<RestOrderFragment>,
  when: (request: FastifyRequest) => boolean,
): StreamedAnswer<RestOrdersQuery, RestOrdersQueryVariables, RestOrderFragment> {
  return {
    when,
    first: (variables) => ({ ...variables, limit: ORDER_PAGE_READ_SIZE }),
    items: (data) => data.orderPage.items,
    pagesAfter: (request, { status, q, from, to }, firstPage) =>
      firstPage.length < ORDER_PAGE_READ_SIZE
        ? noPages()
        : request.server.orderPagesAfter(
            { status, q, from, to },
            Number(firstPage.at(-1)!.id),
            requestLanguage(request),
          ),
    body,
  };
}

async function* noPages(): AsyncGenerator<RestOrderFragment[]> {}

const EVERY_ORDER_NOTE =
  'Read and sent a page at a time, newest first, each page starting after the last order of the one before (orders placed meanwhile are not in it; one whose status changes meanwhile may be missed or counted in a status it has left): the answer starts at once and the server serves other requests meanwhile; a client that reads slowly slows the reading, one that leaves stops it.';

interface CreateOrderBody {
  customerName?: string;
  whatsapp?: string;
  address?: string;
  note?: string | null;
  paymentMethod?: string | null;
  items?: Array<{
    productId?: number | string;
    id?: number | string;
    quantity: number;
    message?: string | null;
    choiceIds?: Array<number | string> | null;
  }>;
  voucherCode?: string | null;
  deliveryDate?: string | null;
  deliveryWindow?: string | null;
  fulfilment?: 'delivery' | 'pickup' | null;
  areaId?: number | string | null;
  addressParts?: {
    house?: string | null;
    building?: string | null;
    road?: string | null;
    block?: string | null;
    directions?: string | null;
  } | null;
}

/** The body as the GraphQL input: missing texts become blank so the service names the problem. */
function orderInput(request: FastifyRequest): OrderInput {
  const body = (request.body ?? {}) as CreateOrderBody;
  return {
    customerName: body.customerName ?? '',
    whatsapp: body.whatsapp ?? '',
    address: body.address ?? '',
    note: body.note ?? null,
    paymentMethod: body.paymentMethod ?? null,
    items: (body.items ?? []).map((item) => ({
      productId: String(item.productId ?? item.id ?? ''),
      quantity: item.quantity,
      message: item.message ?? null,
      choiceIds: item.choiceIds?.map(String) ?? null,
    })),
    voucherCode: body.voucherCode ?? null,
    deliveryDate: body.deliveryDate ?? null,
    deliveryWindow: body.deliveryWindow ?? null,
    fulfilment: body.fulfilment ?? null,
    areaId: body.areaId == null ? null : String(body.areaId),
    addressParts: body.addressParts
      ? {
          house: body.addressParts.house ?? null,
          building: body.addressParts.building ?? null,
          road: body.addressParts.road ?? null,
          block: body.addressParts.block ?? null,
          directions: body.addressParts.directions ?? null,
        }
      : null,
  };
}

export const orderRestRoutes = [
  publicRoute({
    method: 'POST',
    url: '/orders',
    schema: {
      summary: 'Place a cash-on-delivery order',
      operationId: 'createOrder',
      description: `The server prices the order from the catalog: subtotal + delivery - voucher discount. ${DESTINATION_RULES} With an \`Idempotency-Key\` header a repeated request answers the first order again; 409 when the key placed a different order. ${DELIVERY_SLOT_RULES}`,
      tags: ['orders'],
      headers: {
        type: 'object',
        properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH } },
      },
      body: createOrderBody,
      response: {
        201: {
          type: 'object',
          properties: { orderId: { type: 'integer' }, total: { type: 'number', description: 'BD.' } },
          required: ['orderId', 'total'],
        },
        ...moreErrors(409),
      },
    },
    operation: RestCreateOrderDocument,
    variables: (request) => ({
      input: orderInput(request),
      idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
    }),
    reply: (data) => ({ orderId: toRestId(data.createOrder.orderId), total: data.createOrder.total }),
    successStatus: 201,
  }),
  adminRoute({
    method: 'GET',
    url: '/orders',
    schema: {
      summary: 'List orders, newest first',
      operationId: 'listOrders',
      description: `Every order without parameters; filtered and paged with them. \`X-Total-Count\` holds how many orders match the filters (on every page). Without \`limit\`, every matching order: ${EVERY_ORDER_NOTE}`,
      tags: ['orders'],
      querystring: orderListQuery,
      response: {
        200: {
          type: 'array',
          items: orderAnswer,
          headers: {
            'X-Total-Count': { type: 'integer', description: 'Orders matching the filters, without limit and offset.' },
          },
        },
      },
    },
    operation: RestOrdersDocument,
    variables: filterVariables,
    headers: (data) => ({ 'x-total-count': String(data.orderPage.total) }),
    reply: (data) => data.orderPage.items.map(toRestOrder),
    streamed: everyOrder(
      jsonArrayBody(toRestOrder),
      (request) => (request.query as OrderListQuery).limit === undefined,
    ),
  }),
  adminRoute({
    method: 'GET',
    url: '/orders/export.csv',
    schema: {
      summary: 'Export orders as CSV',
      operationId: 'exportOrders',
      description: `The orders matching the filters, newest first, as a UTF-8 CSV file with a byte order mark (spreadsheets read Arabic): a header row and the lines' names in the request's language (?lang, else Accept-Language, else English), one row per order, its lines in one cell ('Name x 2; Other x 1'), amounts in BD with 3 decimals, then whether it is delivered or collected (delivery, pickup) and its delivery area, named in the request's language. Cells a spreadsheet would run as formulas start with a quote. ${EVERY_ORDER_NOTE}`,
      tags: ['orders'],
      querystring: orderFilterQuery,
      produces: ['text/csv'],
      response: {
        200: {
          description: 'The CSV file, named orders-YYYY-MM-DD.csv (today in Bahrain).',
          headers: {
            'Content-Disposition': { type: 'string', description: 'attachment; filename="orders-YYYY-MM-DD.csv"' },
          },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      },
    },
    operation: RestOrdersDocument,
    variables: (request) => ({ ...filterVariables(request), limit: null, offset: null, withTotal: false }),
    contentType: 'text/csv; charset=utf-8',
    headers: () => ({ 'content-disposition': `attachment; filename="orders-${bahrainDay()}.csv"` }),
    // Always sent in pages (below); this is the same file when one page holds every order.
    reply: (data, request) => ordersCsv(data.orderPage.items, requestLanguage(request)),
    streamed: everyOrder(
      {
        start: (request) => ordersCsvHead(requestLanguage(request)),
        page: (orders, request) => ordersCsvRows(orders, requestLanguage(request)),
        separator: '',
        end: '',
      },
      () => true,
    ),
  }),
  adminRoute({
    method: 'GET',
    url: '/orders/:id',
    schema: {
      summary: 'Get an order',
      operationId: 'getOrder',
      tags: ['orders'],
      params: idParams,
      querystring: languageQuery,
      response: { 200: orderAnswer },
    },
    operation: RestOrderDocument,
    variables: idVariables,
    reply: (data) => toRestOrder(data.order),
  }),
  adminRoute({
    method: 'PATCH',
    url: '/orders/:id/status',
    schema: {
      summary: "Set an order's status",
      operationId: 'updateOrderStatus',
      description: [
        'pending, confirmed or delivered, in any order.',
        `cancelled needs a \`reason\` (1 to ${CANCEL_REASON_MAX_LENGTH} characters; 400 ${say(CANCEL_MESSAGES.reasonMissing)} without one):`,
        'a cancelled order counts for no delivery place, voucher use, figure or baking.',
        `It only goes back to pending (reopened), taking its place and voucher use again: 409 ${say(REOPEN_FULL_MESSAGE)} when its window is full now;`,
        `confirmed or delivered straight from cancelled is 409 ${say(CANCEL_MESSAGES.onlyReopen)}.`,
      ].join(' '),
      tags: ['orders'],
      params: idParams,
      querystring: languageQuery,
      body: {
        type: 'object',
        properties: { status: { type: 'string' }, reason: nullableString },
        required: ['status'],
      },
      response: { 200: orderAnswer },
    },
    operation: RestUpdateOrderStatusDocument,
    variables: (request) => {
      const body = request.body as { status: string; reason?: string | null };
      return { ...idVariables(request), status: body.status, reason: body.reason ?? null };
    },
    reply: (data) => toRestOrder(data.updateOrderStatus),
  }),
];
