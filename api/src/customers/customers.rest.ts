import type { FastifyRequest } from 'fastify';
import { CustomersDocument, type CustomerFieldsFragment } from '@crumb/shared/shared-operations';
import { adminRoute } from '../rest/rest-route';
import { MAX_CUSTOMER_PAGE, MAX_CUSTOMER_QUERY_LENGTH } from './customer.service';

// The customers call (docs/product.md#customer-calls): the grouping is the service's; this
// route documents the shape and translates.

const customerBody = {
  type: 'object',
  properties: {
    whatsapp: {
      type: 'string',
      description: "International digits, '97336001234': one customer however it was typed.",
    },
    name: { type: 'string', description: 'The name on their latest order.' },
    orders: { type: 'integer', description: 'Orders placed with the number.' },
    spent: { type: 'number', description: 'BD: the totals of their orders, cancelled ones left out.' },
    firstOrderAt: { type: 'string', format: 'date-time' },
    lastOrderAt: { type: 'string', format: 'date-time' },
    language: {
      type: 'string',
      enum: ['en', 'ar'],
      description: 'The language of their latest order: write to them in it.',
    },
  },
  required: ['whatsapp', 'name', 'orders', 'spent', 'firstOrderAt', 'lastOrderAt', 'language'],
} as const;

const customerListQuery = {
  type: 'object',
  properties: {
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_CUSTOMER_PAGE,
      description: `At most this many customers (1 to ${MAX_CUSTOMER_PAGE}; ${MAX_CUSTOMER_PAGE} when omitted).`,
    },
    offset: { type: 'integer', minimum: 0, default: 0, description: 'Skip this many matching customers.' },
    q: {
      type: 'string',
      maxLength: MAX_CUSTOMER_QUERY_LENGTH,
      description:
        'Part of a name on any of their orders (any case), or digits of their WhatsApp number (Arabic digits too).',
    },
  },
} as const;

interface CustomerListQuery {
  limit?: number;
  offset?: number;
  q?: string;
}

function toRestCustomer(customer: CustomerFieldsFragment) {
  return {
    whatsapp: customer.whatsapp,
    name: customer.name,
    orders: customer.orders,
    spent: customer.spent,
    firstOrderAt: customer.firstOrderAt,
    lastOrderAt: customer.lastOrderAt,
    language: customer.language,
  };
}

export const customerRestRoutes = [
  adminRoute({
    method: 'GET',
    url: '/customers',
    schema: {
      summary: 'List customers, the latest to order first',
      operationId: 'listCustomers',
      description:
        'One row per WhatsApp number, however each order typed it (+973 3600 1234, 36001234 and ٣٦٠٠١٢٣٤ are one customer), from the orders: the name from their latest order, how many orders, what they spent (cancelled orders left out), their first and latest order. `X-Total-Count` holds how many customers match the search (on every page). Staff may call it, as they may list the orders.',
      tags: ['customers'],
      querystring: customerListQuery,
      response: {
        200: {
          type: 'array',
          items: customerBody,
          headers: {
            'X-Total-Count': {
              type: 'integer',
              description: 'Customers matching the search, without limit and offset.',
            },
          },
        },
      },
    },
    operation: CustomersDocument,
    variables: (request: FastifyRequest) => {
      const query = (request.query ?? {}) as CustomerListQuery;
      return { limit: query.limit ?? null, offset: query.offset ?? null, q: query.q ?? null };
    },
    headers: (data) => ({ 'x-total-count': String(data.customers.total) }),
    reply: (data) => data.customers.items.map(toRestCustomer),
  }),
];
