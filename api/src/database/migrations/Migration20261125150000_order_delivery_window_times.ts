import { Migration } from '@mikro-orm/migrations';

/**
 * An order's delivery window as it was booked: its start and end, 'HH:MM' Bahrain
 * time, kept on the order like its lines keep their names as sold, so the order still reads
 * '16:00-20:00' after the owner edits or removes that window. Empty without a delivery slot.
 */
export class Migration20261125150000_order_delivery_window_times extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "order"
      add column "delivery_window_start" varchar(5) null,
      add column "delivery_window_end" varchar(5) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" drop column "delivery_window_end", drop column "delivery_window_start";`);
  }
}
