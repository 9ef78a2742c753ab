import {
  FailedOwnerNotificationsDocument,
  RetryOwnerNotificationDocument,
  SendTestEmailDocument,
} from '@crumb/shared/shared-operations';
import { adminRoute } from '../rest/rest-route';
import { idParams, successTrueBody, toRestId } from '../rest/rest-schemas';
import { MAX_FAILED_NOTIFICATIONS_LISTED } from './mail.service';

const failedNotificationBody = {
  type: 'object',
  properties: {
    orderId: { type: 'integer', description: 'The order whose email to the shop failed (its number is its id).' },
    attempts: { type: 'integer', description: 'How many times sending was tried.' },
    lastError: { type: 'string', description: "The mail server's answer to the last try." },
    failedAt: { type: 'string', format: 'date-time', description: 'When the last try failed.' },
  },
  required: ['orderId', 'attempts', 'lastError', 'failedAt'],
} as const;

export const mailRestRoutes = [
  adminRoute({
    method: 'POST',
    url: '/orders/test-email',
    schema: {
      summary: 'Send a test email to the shop email',
      operationId: 'sendTestEmail',
      description: 'A mail that cannot be sent answers 200 with success false and the reason.',
      tags: ['orders'],
      response: {
        200: {
          type: 'object',
          properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          required: ['success', 'message'],
        },
      },
    },
    operation: SendTestEmailDocument,
    variables: () => ({}),
    reply: (data) => ({ success: data.sendTestEmail.success, message: data.sendTestEmail.message }),
  }),
  adminRoute({
    method: 'GET',
    url: '/notifications/failed',
    schema: {
      summary: 'List the new-order emails that failed every try',
      operationId: 'listFailedOwnerNotifications',
      description: `Each new order's email to the shop is retried for about a day while the mail server is down; the ones that still failed are listed here, newest failure first: the newest ${MAX_FAILED_NOTIFICATIONS_LISTED}.`,
      tags: ['orders'],
      response: { 200: { type: 'array', items: failedNotificationBody } },
    },
    operation: FailedOwnerNotificationsDocument,
    variables: () => ({}),
    reply: (data) => data.failedOwnerNotifications.map((failed) => ({ ...failed, orderId: toRestId(failed.orderId) })),
  }),
  adminRoute({
    method: 'POST',
    url: '/notifications/failed/:id/retry',
    schema: {
      summary: 'Send a failed new-order email once more',
      operationId: 'retryOwnerNotification',
      description: "`{id}` is the order's. 404 when that order has no failed email.",
      tags: ['orders'],
      params: idParams,
      response: { 200: successTrueBody },
    },
    operation: RetryOwnerNotificationDocument,
    variables: (request) => ({ orderId: String((request.params as { id: number }).id) }),
    reply: () => ({ success: true }),
  }),
];
