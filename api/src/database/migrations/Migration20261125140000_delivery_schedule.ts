import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery schedule: one row the owner saves (lead time, cut-off, closed
 * weekdays and dates, delivery windows with their capacity), and on each order its chosen
 * delivery day and window, both empty for orders placed without a schedule. Places left in a
 * window are counted by day and window, hence the index.
 */
export class Migration20261125140000_delivery_schedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "delivery_schedule" (
      "id" int not null default 1,
      "enabled" boolean not null default false,
      "lead_time_hours" int not null default 24,
      "cutoff_time" varchar(5) not null default '18:00',
      "closed_weekdays" jsonb not null default '[]',
      "closed_dates" jsonb not null default '[]',
      "windows" jsonb not null default '[]',
      constraint "delivery_schedule_pkey" primary key ("id"));`);
    this.addSql(`alter table "order"
      add column "delivery_date" date null,
      add column "delivery_window" varchar(40) null;`);
    this.addSql(`create index "order_delivery_date_window_index" on "order" ("delivery_date", "delivery_window");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "order_delivery_date_window_index";`);
    this.addSql(`alter table "order" drop column "delivery_window", drop column "delivery_date";`);
    this.addSql(`drop table "delivery_schedule";`);
  }
}
