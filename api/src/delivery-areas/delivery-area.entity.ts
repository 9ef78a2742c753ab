import { Entity, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { OwnedBy } from '../database/owned-by';
import { DeliveryListEntry } from './delivery-list-entry.entity';
import { DeliveryZone } from './delivery-zone.entity';

/** An area shoppers pick at checkout (Juffair, Riffa), priced by its zone; switched off, it is refused. */
@Entity({ tableName: 'delivery_area' })
export class DeliveryArea extends DeliveryListEntry {
  [OptionalProps]?: 'position' | 'enabled';

  @OwnedBy(() => DeliveryZone, 'delivery_area_zone_id_index')
  zone!: Ref<DeliveryZone>;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;
}
