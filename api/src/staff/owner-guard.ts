import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../errors/domain-errors';
import { AdminRole } from '../graphql/admin-role';

export const LAST_OWNER_MESSAGE = 'The shop needs at least one enabled owner: make another account an owner first';

/**
 * Refuses a change that would leave the shop without an owner who can sign in (an enabled
 * owner with a password). The rows of those owners are locked for the rest of the transaction,
 * so two owners demoting each other at once cannot both pass.
 */
export async function keepAnOwner(em: EntityManager, leaving: number): Promise<void> {
  const owners = await em.getConnection().execute<Array<{ id: number }>>(
    `select "id" from "admin"
      where "role" = ? and not "disabled" and "password_hash" is not null
      order by "id" for update`,
    [AdminRole.owner],
    'all',
    em.getTransactionContext(),
  );
  if (owners.some(({ id }) => id === leaving) && owners.length <= 1) throw new ConflictError(LAST_OWNER_MESSAGE);
}
