import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors';
import { AdminRole, OWNER_ONLY_MESSAGE, isAdminRole, roleAllows } from './admin-role';
import type { RequestContext } from './request-context';

/**
 * The one check behind `@Authorized(role)`: no account means UNAUTHENTICATED (401 over REST);
 * an account whose role is below the operation's means FORBIDDEN (403). An operation that names
 * no role is the owner's: forgetting to name one never opens anything to staff (and the role
 * matrix test fails on it).
 */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  if (!context.admin) throw new UnauthorizedError('Authentication required');
  const required = roles.find(isAdminRole) ?? AdminRole.owner;
  if (!roleAllows(context.admin.role, required)) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  return true;
};
