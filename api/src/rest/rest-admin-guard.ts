import type { onRequestAsyncHookHandler } from 'fastify';
import { OWNER_ONLY_MESSAGE, roleAllows, type AdminRole } from '../graphql/admin-role';
import type { RequestAuthenticator } from '../graphql/request-context';
import { HttpError } from '../http/http-error';
import type { AnyRestRoute } from './rest-route';

/** The answer of an admin call without a valid token, as GraphQL's authChecker words it. */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';

/**
 * An admin-only call is one whose schema declares the bearer token (`security: bearerAuth`), so
 * what the OpenAPI document promises and what the server checks cannot drift apart.
 */
export function requiresAdmin(route: AnyRestRoute): boolean {
  const security = (route.schema as { security?: ReadonlyArray<Record<string, unknown>> }).security ?? [];
  return security.some((requirement) => 'bearerAuth' in requirement);
}

/**
 * Refuses an admin call without a valid token with 401, and one from an account whose role is
 * below what the route's operation needs with 403, before its body is parsed or validated: the
 * caller learns nothing about the payload, and no upload is read for them. The operation the
 * route then runs checks again (authChecker); the authenticator answers both from one lookup
 * per request.
 */
export function adminOnly(authenticate: RequestAuthenticator, required: AdminRole): onRequestAsyncHookHandler {
  return async (request) => {
    const admin = await authenticate(request);
    if (!admin) throw new HttpError(401, AUTHENTICATION_REQUIRED_MESSAGE);
    if (!roleAllows(admin.role, required)) throw new HttpError(403, OWNER_ONLY_MESSAGE);
  };
}
