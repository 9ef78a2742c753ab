import { PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What a delivery zone and an area both are: an entry of the owner's ordered list, named in
 * English and Arabic (both required: checkout shows the name in the shopper's language). Each
 * table keeps these columns as its own; this class only states them once.
 */
export abstract class DeliveryListEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Where the entry stands in its list (the owner's zones, or its zone's areas), from 0. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 80 })
  nameAr!: string;
}
