import { Migration } from '@mikro-orm/migrations';

/** Categories, products and the site settings record. */
export class Migration20261122000000_catalog_and_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "category" (
      "id" serial primary key,
      "name" varchar(120) not null,
      "description" text not null default '',
      "image" varchar(500) null,
      "display_image" varchar(500) null,
      "show_on_homepage" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "product" (
      "id" serial primary key,
      "name" varchar(160) not null,
      "description" text not null default '',
      "price_fils" int not null,
      "image" varchar(500) null,
      "featured" boolean not null default false,
      "category_id" int not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint product_price_fils_check check (price_fils >= 0));`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`alter table "product" add constraint "product_category_id_foreign"
      foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`);

    this.addSql(`create table "site_settings" (
      "id" int not null default 1,
      "hero_title" text not null default '',
      "hero_subtitle" text not null default '',
      "hero_image" varchar(500) null,
      "owner_name" text not null default '',
      "owner_message" text not null default '',
      "owner_image" varchar(500) null,
      "owner_professional_bio" text null,
      "owner_achievements" text null,
      "about_title" text not null default '',
      "about_subtitle" text not null default '',
      "about_description" text not null default '',
      "about_mission" text not null default '',
      "about_image" varchar(500) null,
      "phone" varchar(40) not null default '',
      "email" varchar(254) not null default '',
      "address" text not null default '',
      "instagram" varchar(120) not null default '',
      "facebook" varchar(120) not null default '',
      "site_name" varchar(120) not null default '',
      "logo" varchar(500) null,
      "footer_text" text not null default '',
      "footer_copyright" text not null default '',
      "footer_links" text not null default '',
      "updated_at" timestamptz not null default now(),
      constraint "site_settings_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product" cascade;`);
    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop table if exists "site_settings" cascade;`);
  }
}
