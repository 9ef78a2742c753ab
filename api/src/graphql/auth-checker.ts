import type { AuthChecker } from 'type-graphql';
import { UnauthorizedError } from '../errors/domain-errors';
import type { RequestContext } from './request-context';

/**
 * The one check behind `@Authorized()`: the shop has a single role, the admin. No admin means
 * UNAUTHENTICATED (401 over REST) rather than a silent null.
 */
export const authChecker: AuthChecker<RequestContext> = ({ context }) => {
  if (!context.admin) throw new UnauthorizedError('Authentication required');
  return true;
};
