import { Check, Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DeliveryArea } from './delivery-area.entity';

/**
 * A group of areas the bakery delivers to at one price: its fee and the smallest subtotal it
 * takes an order for. Amounts are whole fils. Deleting a zone deletes its areas; orders keep
 * their own copy of the area, zone and fee they were placed with.
 */
@Entity({ tableName: 'delivery_zone' })
@Check({ name: 'delivery_zone_amounts_check', expression: 'fee_fils >= 0 and minimum_fils >= 0' })
export class DeliveryZone {
  [OptionalProps]?: 'position' | 'feeFils' | 'minimumFils';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Where the zone stands in the owner's list, from 0. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 80 })
  nameAr!: string;

  @Property({ type: 'integer', default: 0 })
  feeFils: number = 0;

  @Property({ type: 'integer', default: 0 })
  minimumFils: number = 0;

  @OneToMany(() => DeliveryArea, (area) => area.zone, { orderBy: { position: 'asc', id: 'asc' } })
  areas = new Collection<DeliveryArea>(this);
}
