import { Migration } from '@mikro-orm/migrations';

/**
 * Orders placed and statuses changed, one row each, numbered in commit order: the live orders
 * streams replay from here what a reconnecting client missed.
 */
export class Migration20261127140000_order_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_event" (
      "id" serial primary key,
      "type" varchar(20) not null,
      "order_id" int not null,
      "status" varchar(20) not null,
      "placed_at" timestamptz not null,
      "at" timestamptz not null default now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "order_event";`);
  }
}
