import type { DeliveryScheduleInput } from '@crumb/shared/schema-types';
import {
  DeliveryScheduleDocument,
  UpdateDeliveryScheduleDocument,
  type DeliveryScheduleFieldsFragment,
} from '@crumb/shared/shared-operations';
import type { Fulfilment } from '@crumb/shared/schema-types';
import { RestDeliveryDaysDocument } from '../graphql/generated/rest-operations';
import { adminRoute, publicRoute } from '../rest/rest-route';
import { listOfObjects } from '../rest/rest-schemas';
import { MAX_CLOSED_DATES, MAX_LEAD_TIME_HOURS, MAX_WINDOW_CAPACITY, MAX_WINDOWS } from './delivery-schedule-check';
import { CAPACITY_PER_METHOD } from './delivery-schedule.type';

// The delivery schedule calls (docs/product.md#delivery-calls). These schemas check types and document the shapes;
// the rules (ranges, formats, end after start, unique ids) are the service's, so REST and
// GraphQL answer the same messages.

const time = (what: string) => ({
  type: 'string',
  description: `${what}: 'HH:MM', Bahrain time (Asia/Bahrain, UTC+3 all year).`,
  examples: ['10:00'],
});
const windowProperties = {
  id: {
    type: 'string',
    description:
      '1 to 40 letters, digits, - or _; unique in the schedule. Orders keep it: keep it when editing a window.',
  },
  start: time('Start'),
  end: time('End, after start'),
  capacity: { type: 'integer', description: `Orders per day in this window, 1 to ${MAX_WINDOW_CAPACITY}.` },
};
const windowSchema = {
  type: 'object',
  properties: windowProperties,
  required: ['id', 'start', 'end', 'capacity'],
} as const;

const scheduleProperties = {
  enabled: { type: 'boolean', description: 'Off (the default): checkout asks for no delivery day.' },
  leadTimeHours: {
    type: 'integer',
    description: `Hours needed between an order and the start of its window, 0 to ${MAX_LEAD_TIME_HOURS}.`,
  },
  cutoffTime: time('Orders for a day close at this time on the day before'),
  closedWeekdays: {
    type: 'array',
    items: { type: 'integer' },
    description: 'Weekdays without delivery: 0 Sunday .. 6 Saturday.',
  },
  closedDates: {
    type: 'array',
    items: { type: 'string' },
    maxItems: MAX_CLOSED_DATES,
    description: "Days without delivery, 'YYYY-MM-DD'.",
  },
  windows: { type: 'array', items: windowSchema, description: `At most ${MAX_WINDOWS}.` },
  capacityPerMethod: { type: 'boolean', description: CAPACITY_PER_METHOD },
};
const scheduleSchema = {
  type: 'object',
  properties: scheduleProperties,
  required: Object.keys(scheduleProperties),
} as const;
// Written before the per-method switch existed, a schedule without it still saves, keeping the switch as stored.
const scheduleBodySchema = {
  ...scheduleSchema,
  properties: {
    ...scheduleProperties,
    capacityPerMethod: {
      ...scheduleProperties.capacityPerMethod,
      description: `${CAPACITY_PER_METHOD} Left out: unchanged.`,
    },
  },
  required: Object.keys(scheduleProperties).filter((name) => name !== 'capacityPerMethod'),
} as const;

const daysSchema = listOfObjects(
  {
    date: { type: 'string', description: "'YYYY-MM-DD'." },
    weekday: { type: 'integer', description: '0 Sunday .. 6 Saturday.' },
    open: { type: 'boolean', description: 'False on a closed weekday or date.' },
    windows: listOfObjects(
      {
        ...windowProperties,
        remaining: { type: 'integer', description: 'Places left: capacity minus the orders booked.' },
        available: {
          type: 'boolean',
          description:
            'Whether an order placed now may choose it: open day, before the cut-off, within the lead time, places left.',
        },
      },
      ['id', 'start', 'end', 'capacity', 'remaining', 'available'],
    ),
  },
  ['date', 'weekday', 'open', 'windows'],
  { description: 'The next 14 days in Bahrain, today first; empty while the schedule is off.' },
);

/**
 * The schedule's own fields, both ways: what an answer holds, and what a write reads, so extra
 * ones (a window's `remaining` copied from /days) are ignored, not refused.
 */
function scheduleFields({
  enabled,
  leadTimeHours,
  cutoffTime,
  closedWeekdays,
  closedDates,
  windows,
  capacityPerMethod,
}: DeliveryScheduleInput | DeliveryScheduleFieldsFragment): DeliveryScheduleInput {
  return {
    enabled,
    leadTimeHours,
    cutoffTime,
    closedWeekdays,
    closedDates,
    windows: windows.map(({ id, start, end, capacity }) => ({ id, start, end, capacity })),
    capacityPerMethod,
  };
}

export const deliveryScheduleRestRoutes = [
  publicRoute({
    method: 'GET',
    url: '/delivery-schedule',
    schema: {
      summary: 'Get the delivery schedule',
      operationId: 'getDeliverySchedule',
      tags: ['delivery'],
      response: { 200: scheduleSchema },
    },
    operation: DeliveryScheduleDocument,
    variables: () => ({}),
    reply: (data) => scheduleFields(data.deliverySchedule),
  }),
  adminRoute({
    method: 'PUT',
    url: '/delivery-schedule',
    schema: {
      summary: 'Replace the delivery schedule',
      operationId: 'updateDeliverySchedule',
      description:
        'Every field is required: the schedule sent replaces the stored one. Unknown fields are ignored. Weekdays and dates come back sorted without repeats, windows by start time.',
      tags: ['delivery'],
      body: scheduleBodySchema,
      response: { 200: scheduleSchema },
    },
    operation: UpdateDeliveryScheduleDocument,
    variables: (request) => ({ input: scheduleFields(request.body as DeliveryScheduleInput) }),
    reply: (data) => scheduleFields(data.updateDeliverySchedule),
  }),
  publicRoute({
    method: 'GET',
    url: '/delivery-schedule/days',
    schema: {
      summary: 'List the next 14 delivery days',
      operationId: 'listDeliveryDays',
      description:
        'Today and the 13 days after it (Bahrain time), each with its delivery windows, their places left and whether an order placed now may choose them.',
      tags: ['delivery'],
      querystring: {
        type: 'object',
        properties: {
          fulfilment: {
            type: 'string',
            enum: ['delivery', 'pickup'],
            default: 'delivery',
            description:
              "How the order leaves the bakery. When the owner counts places per method, only that method's orders fill a window.",
          },
        },
      },
      response: { 200: daysSchema },
    },
    operation: RestDeliveryDaysDocument,
    variables: (request) => ({ fulfilment: (request.query as { fulfilment: Fulfilment }).fulfilment }),
    reply: (data) =>
      data.deliveryDays.map(({ date, weekday, open, windows }) => ({
        date,
        weekday,
        open,
        windows: windows.map(({ id, start, end, capacity, remaining, available }) => ({
          id,
          start,
          end,
          capacity,
          remaining,
          available,
        })),
      })),
  }),
];
