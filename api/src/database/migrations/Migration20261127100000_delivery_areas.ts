import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery areas: zones with their fee and minimum subtotal (whole fils), their areas, and one
 * row of shop-wide switches (areas on, the free-delivery threshold, pickup and the shop's
 * address), all off until the owner saves them. Each order keeps how it leaves the bakery and,
 * copied as they were, its area's and zone's names and its address as numbers; pickup is free.
 */
export class Migration20261127100000_delivery_areas extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "delivery_area_settings" (
      "id" int not null default 1,
      "enabled" boolean not null default false,
      "free_delivery_from_fils" int null,
      "pickup_enabled" boolean not null default false,
      "pickup_address" text not null default '',
      "pickup_address_ar" text not null default '',
      "pickup_map_url" varchar(500) not null default '',
      constraint "delivery_area_settings_pkey" primary key ("id"),
      constraint delivery_area_settings_free_from_check check (free_delivery_from_fils is null or free_delivery_from_fils >= 0));`);
    this.addSql(`create table "delivery_zone" (
      "id" serial primary key,
      "position" int not null default 0,
      "name" varchar(80) not null,
      "name_ar" varchar(80) not null,
      "fee_fils" int not null default 0,
      "minimum_fils" int not null default 0,
      constraint delivery_zone_amounts_check check (fee_fils >= 0 and minimum_fils >= 0));`);
    this.addSql(`create table "delivery_area" (
      "id" serial primary key,
      "zone_id" int not null,
      "position" int not null default 0,
      "name" varchar(80) not null,
      "name_ar" varchar(80) not null,
      "enabled" boolean not null default true);`);
    this.addSql(`create index "delivery_area_zone_id_index" on "delivery_area" ("zone_id");`);
    this.addSql(`alter table "delivery_area" add constraint "delivery_area_zone_id_foreign"
      foreign key ("zone_id") references "delivery_zone" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order"
      add column "fulfilment" text check ("fulfilment" in ('delivery', 'pickup')) not null default 'delivery',
      add column "area_id" int null,
      add column "area_name" varchar(80) null,
      add column "area_name_ar" varchar(80) null,
      add column "zone_name" varchar(80) null,
      add column "zone_name_ar" varchar(80) null,
      add column "address_parts" jsonb null;`);
    this.addSql(
      `alter table "order" add constraint order_pickup_free_check check (fulfilment <> 'pickup' or delivery_fils = 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" drop constraint order_pickup_free_check;`);
    this.addSql(`alter table "order"
      drop column "fulfilment", drop column "area_id", drop column "area_name", drop column "area_name_ar",
      drop column "zone_name", drop column "zone_name_ar", drop column "address_parts";`);
    this.addSql(`drop table if exists "delivery_area" cascade;`);
    this.addSql(`drop table if exists "delivery_zone" cascade;`);
    this.addSql(`drop table if exists "delivery_area_settings" cascade;`);
  }
}
