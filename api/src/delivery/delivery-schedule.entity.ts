import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { IsoDate } from '@crumb/shared/shop-time';
import type { DeliveryRules, DeliveryWindowRule } from './delivery-rules';

/**
 * The owner's delivery schedule: a single record (id 1), like the site settings. Until the
 * owner saves one there is no row, and the shop answers this class's defaults: off, so checkout
 * stays as it was, with the example windows ready to edit.
 */
@Entity({ tableName: 'delivery_schedule' })
export class DeliverySchedule implements DeliveryRules {
  static readonly SINGLETON_ID = 1;
  static readonly DEFAULT_WINDOWS: readonly DeliveryWindowRule[] = [
    { id: 'morning', start: '10:00', end: '13:00', capacity: 10 },
    { id: 'afternoon', start: '13:00', end: '16:00', capacity: 10 },
    { id: 'evening', start: '16:00', end: '20:00', capacity: 10 },
  ];
  [OptionalProps]?: Exclude<keyof DeliverySchedule, 'id'>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = DeliverySchedule.SINGLETON_ID;

  @Property({ type: 'boolean', default: false })
  enabled: boolean = false;

  @Property({ type: 'integer', default: 24 })
  leadTimeHours: number = 24;

  /** 'HH:MM', Bahrain time. */
  @Property({ type: 'string', length: 5, default: '18:00' })
  cutoffTime: string = '18:00';

  @Property({ type: 'json', defaultRaw: `'[]'` })
  closedWeekdays: number[] = [];

  @Property({ type: 'json', defaultRaw: `'[]'` })
  closedDates: IsoDate[] = [];

  @Property({ type: 'boolean', default: false })
  capacityPerMethod: boolean = false;

  @Property({ type: 'json', defaultRaw: `'[]'` })
  windows: DeliveryWindowRule[] = DeliverySchedule.DEFAULT_WINDOWS.map((window) => ({ ...window }));
}
