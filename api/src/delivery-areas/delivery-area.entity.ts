import { Entity, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { OwnedBy } from '../database/owned-by';
import { DeliveryZone } from './delivery-zone.entity';

/** An area shoppers pick at checkout (Juffair, Riffa), priced by its zone; switched off, it is refused. */
@Entity({ tableName: 'delivery_area' })
export class DeliveryArea {
  [OptionalProps]?: 'position' | 'enabled';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OwnedBy(() => DeliveryZone, 'delivery_area_zone_id_index')
  zone!: Ref<DeliveryZone>;

  /** Where the area stands in its zone's list, from 0. */
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 80 })
  nameAr!: string;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;
}
