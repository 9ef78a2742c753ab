import type { EntityManager } from '@mikro-orm/postgresql';

/** An order's fields as the activity record keeps them, by name (amounts in fils: `totalFils`). */
export type OrderFacts = Record<string, string | number | null>;

/**
 * The back office changed a placed order (its lines, time, address or note). Published inside
 * the change's transaction, as OrderPlaced is, with what changed as it was and as it is now.
 */
export class OrderChanged {
  constructor(
    readonly em: EntityManager,
    readonly orderId: number,
    readonly customerName: string,
    readonly before: OrderFacts,
    readonly after: OrderFacts,
  ) {}
}
