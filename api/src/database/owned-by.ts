import { Index, ManyToOne, type EntityName } from '@mikro-orm/core';

/**
 * The reference of a row that belongs to its parent (an order's line, a product's group of
 * choices, a group's choice): the database deletes it with its parent and follows a change of
 * the parent's id, and indexes it, since these rows are always read by their parent. The index
 * is named as the checked-in migration named it.
 */
export function OwnedBy<Parent extends object>(parent: () => EntityName<Parent>, indexName: string) {
  return (target: object, property: string): void => {
    // Applied in the order TypeScript applies `@Index(...) @ManyToOne(...)` written above a property.
    ManyToOne(parent, { ref: true, deleteRule: 'cascade', updateRule: 'cascade' })(target, property);
    Index<Record<string, unknown>, string>({ name: indexName })(target as Record<string, unknown>, property);
  };
}
