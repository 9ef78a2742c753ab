import type { FastifyRequest } from 'fastify';
import {
  RestAdminExistsDocument,
  RestCreateAdminDocument,
  RestLoginDocument,
  RestLogoutDocument,
  RestVerifyDocument,
  type RestAdminFragment,
} from '../graphql/generated/rest-operations';
import { restRoute } from '../rest/rest-route';
import { bearerAuth, moreErrors, publicAccess, successTrueBody, toRestId } from '../rest/rest-schemas';

// The auth calls (docs/product.md#auth-calls). Length and format rules are the service's (one place
// for REST and GraphQL); these schemas check types and required fields.

const credentialsBody = {
  type: 'object',
  properties: {
    email: { type: 'string', description: 'Trimmed and compared case-insensitively.' },
    password: { type: 'string' },
  },
  required: ['email', 'password'],
} as const;

const adminBody = {
  type: 'object',
  properties: { id: { type: 'integer' }, email: { type: 'string' } },
  required: ['id', 'email'],
} as const;

/** The account a token belongs to, with what it may do. */
const verifiedAdminBody = {
  type: 'object',
  properties: {
    ...adminBody.properties,
    role: { type: 'string', enum: ['owner', 'staff'], description: 'owner: everything; staff: the orders only.' },
  },
  required: ['id', 'email', 'role'],
} as const;

/** A signed-in session, the answer of signing in (and of accepting an invitation, staff/). */
export const signedInBody = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`.' },
    admin: adminBody,
  },
  required: ['token', 'admin'],
} as const;

function credentialsVariables(request: FastifyRequest): { email: string; password: string } {
  const { email, password } = request.body as { email: string; password: string };
  return { email, password };
}

export function toRestAdmin(admin: RestAdminFragment) {
  return { id: toRestId(admin.id), email: admin.email };
}

export const ADMIN_CREATED_MESSAGE = 'Admin account created successfully. Please login.';

export const authRestRoutes = [
  restRoute({
    method: 'POST',
    url: '/auth/login',
    schema: {
      summary: 'Sign in as the admin',
      operationId: 'login',
      security: publicAccess,
      description:
        'Answers a bearer token valid for 12 hours. Repeated failures from one address answer 429 for a while.',
      tags: ['auth'],
      body: credentialsBody,
      response: {
        200: signedInBody,
        ...moreErrors(400, 401, 429, 500),
      },
    },
    operation: RestLoginDocument,
    variables: credentialsVariables,
    reply: (data) => ({ token: data.login.token, admin: toRestAdmin(data.login.admin) }),
  }),
  restRoute({
    method: 'POST',
    url: '/auth/create-admin',
    schema: {
      summary: 'Create the admin account',
      operationId: 'createAdmin',
      security: publicAccess,
      description:
        'Only while the shop has no admin (see GET /api/auth/admin-exists); 409 once one exists. Passwords need 8 characters or more.',
      tags: ['auth'],
      body: credentialsBody,
      response: {
        201: {
          type: 'object',
          properties: { admin: adminBody, message: { type: 'string' } },
          required: ['admin', 'message'],
        },
        ...moreErrors(400, 409, 500),
      },
    },
    operation: RestCreateAdminDocument,
    variables: credentialsVariables,
    reply: (data) => ({ admin: toRestAdmin(data.createAdmin), message: ADMIN_CREATED_MESSAGE }),
    successStatus: 201,
  }),
  restRoute({
    method: 'GET',
    url: '/auth/verify',
    schema: {
      summary: 'The admin the bearer token belongs to',
      operationId: 'verifyToken',
      tags: ['auth'],
      security: bearerAuth,
      response: {
        200: { type: 'object', properties: { admin: verifiedAdminBody }, required: ['admin'] },
        ...moreErrors(401, 500),
      },
    },
    operation: RestVerifyDocument,
    variables: () => ({}),
    reply: (data) => ({ admin: { ...toRestAdmin(data.verify), role: data.verify.role } }),
  }),
  restRoute({
    method: 'GET',
    url: '/auth/admin-exists',
    schema: {
      summary: 'Whether the admin account exists yet',
      operationId: 'getAdminExists',
      security: publicAccess,
      tags: ['auth'],
      response: {
        200: { type: 'object', properties: { adminExists: { type: 'boolean' } }, required: ['adminExists'] },
        ...moreErrors(500),
      },
    },
    operation: RestAdminExistsDocument,
    variables: () => ({}),
    reply: (data) => ({ adminExists: data.adminExists }),
  }),
  restRoute({
    method: 'POST',
    url: '/auth/logout',
    schema: {
      summary: 'Sign out',
      operationId: 'logout',
      description: 'The bearer token the call carries is refused from now on.',
      tags: ['auth'],
      security: bearerAuth,
      response: {
        200: successTrueBody,
        ...moreErrors(401, 500),
      },
    },
    operation: RestLogoutDocument,
    variables: () => ({}),
    reply: () => ({ success: true }),
  }),
];
