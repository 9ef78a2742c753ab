import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The shop-wide switches of delivery areas and pickup: one record (id 1), like the delivery
 * schedule. Until the owner saves one there is no row and the shop answers these defaults:
 * areas off and pickup off, so checkout charges the flat fee and asks for a free-text address.
 */
@Entity({ tableName: 'delivery_area_settings' })
@Check({
  name: 'delivery_area_settings_free_from_check',
  expression: 'free_delivery_from_fils is null or free_delivery_from_fils >= 0',
})
export class DeliveryAreaSettings {
  static readonly SINGLETON_ID = 1;
  [OptionalProps]?: Exclude<keyof DeliveryAreaSettings, 'id'>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = DeliveryAreaSettings.SINGLETON_ID;

  /** Checkout asks for an area, and charges its zone's fee. */
  @Property({ type: 'boolean', default: false })
  enabled: boolean = false;

  /** Delivery is free from this subtotal on (that amount included); null: never free. */
  @Property({ type: 'integer', nullable: true })
  freeDeliveryFromFils: number | null = null;

  @Property({ type: 'boolean', default: false })
  pickupEnabled: boolean = false;

  @Property({ type: 'text', default: '' })
  pickupAddress: string = '';

  @Property({ type: 'text', default: '' })
  pickupAddressAr: string = '';

  @Property({ type: 'string', length: 500, default: '' })
  pickupMapUrl: string = '';
}
