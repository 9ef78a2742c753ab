import { RestSendTestEmailDocument } from '../graphql/generated/rest-operations';
import { restRoute } from '../rest/rest-route';
import { adminErrorResponses, bearerAuth } from '../rest/rest-schemas';

export const mailRestRoutes = [
  restRoute({
    method: 'POST',
    url: '/orders/test-email',
    schema: {
      summary: 'Send a test email to the shop email',
      operationId: 'sendTestEmail',
      description: 'A mail that cannot be sent answers 200 with success false and the reason.',
      tags: ['orders'],
      security: bearerAuth,
      response: {
        200: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } }, required: ['success', 'message'] },
        ...adminErrorResponses,
      },
    },
    operation: RestSendTestEmailDocument,
    variables: () => ({}),
    reply: (data) => ({ success: data.sendTestEmail.success, message: data.sendTestEmail.message }),
  }),
];
