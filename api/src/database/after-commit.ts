import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs `then` once the transaction `em` is in has committed (never if it rolls back), or at once
 * outside a transaction. For news others should only hear of once it is true: a reader nudged
 * before the commit would find nothing yet. `em` must be the outermost transaction's, as an
 * event's is (a savepoint's release is no commit).
 */
export function afterCommit(em: EntityManager, then: () => void): void {
  if (!em.isInTransaction()) {
    then();
    return;
  }
  // A transaction's EntityManager has an event manager of its own, so this hears only its commit.
  em.getEventManager().registerSubscriber({
    afterTransactionCommit: () => then(),
  });
}
