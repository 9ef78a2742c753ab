import { Check, Collection, Entity, OneToMany, OptionalProps, Property } from '@mikro-orm/core';
import { DeliveryArea } from './delivery-area.entity';
import { DeliveryListEntry } from './delivery-list-entry.entity';

/**
 * A group of areas the bakery delivers to at one price: its fee and the smallest subtotal it
 * takes an order for. Amounts are whole fils. Deleting a zone deletes its areas; orders keep
 * their own copy of the area, zone and fee they were placed with.
 */
@Entity({ tableName: 'delivery_zone' })
@Check({ name: 'delivery_zone_amounts_check', expression: 'fee_fils >= 0 and minimum_fils >= 0' })
export class DeliveryZone extends DeliveryListEntry {
  [OptionalProps]?: 'position' | 'feeFils' | 'minimumFils';

  @Property({ type: 'integer', default: 0 })
  feeFils: number = 0;

  @Property({ type: 'integer', default: 0 })
  minimumFils: number = 0;

  @OneToMany(() => DeliveryArea, (area) => area.zone, { orderBy: { position: 'asc', id: 'asc' } })
  areas = new Collection<DeliveryArea>(this);
}
