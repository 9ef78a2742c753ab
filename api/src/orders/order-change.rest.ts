import type { FastifyRequest } from 'fastify';
import type { OrderChangeInput } from '@crumb/shared/schema-types';
import { RestUpdateOrderDocument } from '../graphql/generated/rest-operations';
import { OWNER_ONLY_MESSAGE } from '../graphql/admin-role';
import { DELIVERY_MESSAGES } from '../delivery/delivery-slot';
import { adminRoute } from '../rest/rest-route';
import { idParams, idVariables, languageQuery, moreErrors, nullableString } from '../rest/rest-schemas';
import { CHANGE_REFUSALS } from './order-change';
import { orderAnswer, toRestOrder } from './order-rest-answer';

const say = (message: string) => `\`${message}\``;
const productReference = { type: ['integer', 'string'] } as const;

const changeOrderBody = {
  type: 'object',
  properties: {
    items: {
      type: ['array', 'null'],
      description:
        'Every line the order is to have (at least one); a line of the order left out is removed. `{lineId, quantity}` keeps one of its lines (message and choiceIds as sold unless given); `{productId, quantity, message, choiceIds}` adds a product. A line whose quantity, message and choices stay keeps the price it was sold at; a changed or added one is priced at today\u2019s.',
      items: {
        type: 'object',
        properties: {
          lineId: { ...productReference, description: 'One of the order\u2019s lines (`items[].lineId`).' },
          productId: { ...productReference, description: 'A product to add.' },
          quantity: { type: 'integer' },
          message: {
            ...nullableString,
            description: 'With lineId: left out or null keeps the message, "" removes it.',
          },
          choiceIds: { type: ['array', 'null'], items: productReference },
        },
        required: ['quantity'],
      },
    },
    deliveryDate: { ...nullableString, description: "A new delivery day, 'YYYY-MM-DD', with deliveryWindow." },
    deliveryWindow: { ...nullableString, description: 'A new delivery window id, with deliveryDate.' },
    address: { ...nullableString, description: 'A new address line, for an order placed without delivery areas.' },
    addressParts: {
      type: ['object', 'null'],
      description: 'A new address in the same delivery area, for an order placed with areas on.',
      properties: {
        house: nullableString,
        building: nullableString,
        road: nullableString,
        block: nullableString,
        directions: nullableString,
      },
    },
    note: { ...nullableString, description: 'A new note; "" clears it.' },
    fullWindowReason: {
      ...nullableString,
      description:
        'The owner only (403 for staff): books a full delivery window anyway, for this reason, which the activity record keeps.',
    },
    version: {
      type: ['integer', 'null'],
      description:
        'The `version` the client read: 409 when the order has changed since. Left out, the change applies to the order as it stands.',
    },
  },
} as const;

interface ChangeOrderBody {
  items?: Array<{
    lineId?: number | string | null;
    productId?: number | string | null;
    quantity: number;
    message?: string | null;
    choiceIds?: Array<number | string> | null;
  }> | null;
  deliveryDate?: string | null;
  deliveryWindow?: string | null;
  address?: string | null;
  addressParts?: Record<'house' | 'building' | 'road' | 'block' | 'directions', string | null | undefined> | null;
  note?: string | null;
  fullWindowReason?: string | null;
  version?: number | null;
}

const idText = (id: number | string | null | undefined) => (id == null ? null : String(id));

function changeInput(request: FastifyRequest): OrderChangeInput {
  const body = (request.body ?? {}) as ChangeOrderBody;
  const parts = body.addressParts;
  return {
    items:
      body.items?.map((item) => ({
        lineId: idText(item.lineId),
        productId: idText(item.productId),
        quantity: item.quantity,
        message: item.message ?? null,
        choiceIds: item.choiceIds?.map(String) ?? null,
      })) ?? null,
    deliveryDate: body.deliveryDate ?? null,
    deliveryWindow: body.deliveryWindow ?? null,
    address: body.address ?? null,
    addressParts: parts
      ? {
          house: parts.house ?? null,
          building: parts.building ?? null,
          road: parts.road ?? null,
          block: parts.block ?? null,
          directions: parts.directions ?? null,
        }
      : null,
    note: body.note ?? null,
    fullWindowReason: body.fullWindowReason ?? null,
    version: body.version ?? null,
  };
}

/** The back office's change of a placed order (docs/product.md#changing-an-order). */
export const orderChangeRestRoutes = [
  adminRoute({
    method: 'PATCH',
    url: '/orders/:id',
    schema: {
      summary: 'Change an order',
      operationId: 'updateOrder',
      description: [
        'Changes a pending or confirmed order: its lines, delivery day and window, address or note; only what the body gives. Owner and staff.',
        'The server prices it again with the checkout\u2019s rules: the delivery charge follows the new subtotal (its area as it is now), and the voucher\u2019s discount and minimum are judged as the voucher stood when the order was placed.',
        `A new day and window are checked as at checkout (400 ${say(DELIVERY_MESSAGES.full)} for a full one); the owner may book a full one with \`fullWindowReason\`.`,
        `409 ${say(CHANGE_REFUSALS.closed)} and 409 ${say(CHANGE_REFUSALS.stale)} (a \`version\` older than the order\u2019s);`,
        `403 ${say(OWNER_ONLY_MESSAGE)} for staff sending fullWindowReason. The answer is the order as it now stands, its \`version\` one higher.`,
      ].join(' '),
      tags: ['orders'],
      params: idParams,
      querystring: languageQuery,
      body: changeOrderBody,
      response: { 200: orderAnswer, ...moreErrors(403, 409) },
    },
    operation: RestUpdateOrderDocument,
    variables: (request) => ({ ...idVariables(request), input: changeInput(request) }),
    reply: (data) => toRestOrder(data.updateOrder),
  }),
];
