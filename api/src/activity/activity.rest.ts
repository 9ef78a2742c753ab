import type { ActivityEntity as GraphqlEntity, ActivityFilter } from '@crumb/shared/schema-types';
import { ActivityDocument, type ActivityEntryFieldsFragment } from '@crumb/shared/shared-operations';
import type { FastifyRequest } from 'fastify';
import { adminRoute } from '../rest/rest-route';
import { nullableString, toRestId } from '../rest/rest-schemas';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, ActivityAction, ActivityEntity } from './activity-kinds';
import { DEFAULT_ACTIVITY_PAGE, MAX_ACTIVITY_PAGE } from './activity-search';

// The activity record's call. The rules (the filters' meanings, the page's bounds) are the
// service's; this schema checks types and documents the shape.

/** GraphQL's name of a kind or an action (productOption) as REST and the database write it (product-option). */
const restValue = <Values extends Record<string, string>>(values: Values, name: string) =>
  values[name as keyof Values] ?? name;
const graphqlName = <Values extends Record<string, string>>(values: Values, value: string) =>
  Object.keys(values).find((name) => values[name] === value) ?? value;

const fieldValues = {
  type: ['object', 'null'],
  additionalProperties: true,
} as const;

const entryBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor: {
      type: 'object',
      description:
        'The account signed in, as it was then (a removed account stays named). A failed sign-in has the email typed and no id; a change made with nobody signed in (the first account created) has neither.',
      properties: { id: { type: ['integer', 'null'] }, email: nullableString },
      required: ['id', 'email'],
    },
    action: { type: 'string', enum: [...ACTIVITY_ACTIONS] },
    entity: { type: 'string', enum: [...ACTIVITY_ENTITIES] },
    entityId: { type: ['integer', 'null'], description: "The row's id (the settings and schedules are 1)." },
    label: {
      ...nullableString,
      description:
        "What the row was called then: a product's, category's, option's, zone's or area's name, a voucher's code, an order's customer, an account's email.",
    },
    before: {
      ...fieldValues,
      description:
        'The changed fields as they were, by their stored names (amounts in fils: `priceFils`); every field of a deleted row; null for a new row and for sign-ins and sign-outs. A password reads `{"redacted": true}`.',
    },
    after: {
      ...fieldValues,
      description:
        "The changed fields as they became; every field of a new row; null for a deleted row and for sign-ins. A sign-out's says which sessions it ended: `{sessions: 'this' | 'another' | 'others' | 'all'}` (the one in use, another one, every other one, every one).",
    },
    address: { ...nullableString, description: 'The client address of a sign-in, failed sign-in or sign-out.' },
  },
  required: ['id', 'at', 'actor', 'action', 'entity', 'entityId', 'label', 'before', 'after', 'address'],
} as const;

const activityQuery = {
  type: 'object',
  properties: {
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ACTIVITY_PAGE,
      default: DEFAULT_ACTIVITY_PAGE,
      description: `At most this many entries (1 to ${MAX_ACTIVITY_PAGE}).`,
    },
    offset: { type: 'integer', minimum: 0, default: 0, description: 'Skip this many matching entries.' },
    actorId: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'Only what this account did.' },
    entity: { type: 'string', enum: [...ACTIVITY_ENTITIES], description: 'Only entries about this kind of thing.' },
    from: {
      type: 'string',
      maxLength: 40,
      description: 'YYYY-MM-DD: from the start of that day, Bahrain time; or an ISO 8601 instant with its offset.',
    },
    to: {
      type: 'string',
      maxLength: 40,
      description: 'YYYY-MM-DD: to the end of that day, Bahrain time; or an ISO 8601 instant (included).',
    },
  },
} as const;

interface ActivityQuery {
  limit: number;
  offset: number;
  actorId?: number;
  entity?: string;
  from?: string;
  to?: string;
}

function filterOf(request: FastifyRequest): ActivityFilter {
  const { actorId, entity, from, to } = request.query as ActivityQuery;
  return {
    actorId: actorId === undefined ? null : String(actorId),
    entity: entity === undefined ? null : (graphqlName(ActivityEntity, entity) as GraphqlEntity),
    from: from ?? null,
    to: to ?? null,
  };
}

function toRestEntry(entry: ActivityEntryFieldsFragment) {
  return {
    id: toRestId(entry.id),
    at: entry.at,
    actor: { id: entry.actor.id === null ? null : toRestId(entry.actor.id), email: entry.actor.email },
    action: restValue(ActivityAction, entry.action),
    entity: restValue(ActivityEntity, entry.entity),
    entityId: entry.entityId === null ? null : toRestId(entry.entityId),
    label: entry.label,
    before: entry.before,
    after: entry.after,
    address: entry.address,
  };
}

export const activityRestRoutes = [
  adminRoute({
    method: 'GET',
    url: '/activity',
    schema: {
      summary: 'The activity record: who changed what, and when',
      operationId: 'listActivity',
      description:
        "Newest first: every change to products (and their option groups and choices), categories, vouchers, the site settings, the delivery schedule and areas, the statuses and changes of orders, and accounts, each written in the change's own transaction, and every sign-in, failed sign-in and sign-out with the client address. The owner's only (403 for staff). 400 for a bad filter, naming it.",
      tags: ['activity'],
      querystring: activityQuery,
      response: {
        200: {
          type: 'object',
          properties: {
            items: { type: 'array', items: entryBody },
            total: { type: 'integer', description: 'Entries matching the filters, on every page.' },
          },
          required: ['items', 'total'],
        },
      },
    },
    operation: ActivityDocument,
    variables: (request) => {
      const { limit, offset } = request.query as ActivityQuery;
      return { filter: filterOf(request), limit, offset };
    },
    reply: (data) => ({ items: data.activity.items.map(toRestEntry), total: data.activity.total }),
  }),
];
