import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The stored entries of a list the owner saves whole (a product's option groups and their
 * choices, the delivery zones and their areas): an entry sent with its id keeps that stored
 * entry, one sent without is new, and a stored entry no sent one names goes.
 */
export class SentList<Entry extends { id: number }> {
  private readonly stored: ReadonlyMap<number, Entry>;
  private readonly named = new Set<number>();

  constructor(stored: Iterable<Entry>) {
    this.stored = new Map(Array.from(stored, (entry) => [entry.id, entry]));
  }

  /** The stored entry `id` names (undefined when there is none: the caller refuses it), or `create()`'s without an id. */
  entryFor(id: number | null, create: () => Entry): Entry | undefined {
    if (id === null) return create();
    this.named.add(id);
    return this.stored.get(id);
  }

  /** Removes the stored entries no sent entry named; flushed by the caller. */
  removeUnnamed(em: EntityManager): void {
    for (const [id, entry] of this.stored) if (!this.named.has(id)) em.remove(entry);
  }
}
