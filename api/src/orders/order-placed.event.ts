import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An order was stored. Published inside the order's transaction, before it commits: `em` is in
 * that transaction, so what a reaction writes with it (the owner's mail on the job queue, see
 * mail/mail.feature.ts) is stored exactly when the order is, and never without it.
 */
export class OrderPlaced {
  constructor(
    readonly em: EntityManager,
    readonly orderId: number,
  ) {}
}
