import {
  AdminSessionsDocument,
  SignOutAllSessionsDocument,
  SignOutOtherSessionsDocument,
  SignOutSessionDocument,
  type AdminSessionFieldsFragment,
} from '@crumb/shared/shared-operations';
import { adminRoute } from '../../rest/rest-route';
import { idParams, idVariables, nullableString, successTrueBody, toRestId } from '../../rest/rest-schemas';

// The signed-in person's own sessions (docs/product.md#sessions), for owners and staff alike.
// The rules (whose sessions, the one in use) are the service's; these schemas document the shapes.

const sessionBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    browser: { ...nullableString, description: "From the User-Agent it signed in with: 'Chrome', 'Safari', 'curl'." },
    platform: { ...nullableString, description: "Its system, from the User-Agent: 'iPhone', 'Android', 'Windows'." },
    address: { ...nullableString, description: 'The client address it signed in from.' },
    signedInAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: 'string', format: 'date-time', description: 'Its last signed-in call, to the minute.' },
    expiresAt: { type: 'string', format: 'date-time', description: 'It must sign in again then.' },
    current: { type: 'boolean', description: 'The session this call was made with.' },
  },
  required: ['id', 'browser', 'platform', 'address', 'signedInAt', 'lastUsedAt', 'expiresAt', 'current'],
} as const;

function toRestSession(session: AdminSessionFieldsFragment) {
  return { ...session, id: toRestId(session.id) };
}

export const sessionsRestRoutes = [
  adminRoute({
    method: 'GET',
    url: '/auth/sessions',
    schema: {
      summary: 'List your sessions',
      operationId: 'listSessions',
      description:
        "The devices signed in to the caller's account, not expired: the one making this call first (`current`), then the most recently used.",
      tags: ['auth'],
      response: { 200: { type: 'array', items: sessionBody } },
    },
    operation: AdminSessionsDocument,
    variables: () => ({}),
    reply: (data) => data.adminSessions.map(toRestSession),
  }),
  adminRoute({
    method: 'DELETE',
    url: '/auth/sessions/:id',
    schema: {
      summary: 'Sign out one of your other sessions',
      operationId: 'signOutSession',
      description:
        'Its token is refused from now on and its live streams end at once. 404 for a session of another account (or none); 400 for the session making the call: POST /api/auth/logout ends that one.',
      tags: ['auth'],
      params: idParams,
      response: { 200: successTrueBody },
    },
    operation: SignOutSessionDocument,
    variables: idVariables,
    reply: () => ({ success: true }),
  }),
  adminRoute({
    method: 'POST',
    url: '/auth/sessions/sign-out-others',
    schema: {
      summary: 'Sign out everywhere else',
      operationId: 'signOutOtherSessions',
      description:
        'Every session of your account but the one making this call ends, those signed in before sessions were listed too; their live streams end at once.',
      tags: ['auth'],
      response: { 200: successTrueBody },
    },
    operation: SignOutOtherSessionsDocument,
    variables: () => ({}),
    reply: () => ({ success: true }),
  }),
  adminRoute({
    method: 'POST',
    url: '/auth/sessions/sign-out-all',
    schema: {
      summary: 'Sign out everywhere',
      operationId: 'signOutAllSessions',
      description:
        'Every session of your account ends, the one making this call included: sign in again to go on. Their live streams end at once.',
      tags: ['auth'],
      response: { 200: successTrueBody },
    },
    operation: SignOutAllSessionsDocument,
    variables: () => ({}),
    reply: () => ({ success: true }),
  }),
];
