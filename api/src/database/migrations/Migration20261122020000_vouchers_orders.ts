import { Migration } from '@mikro-orm/migrations';

/** Vouchers, and orders with their lines as sold. */
export class Migration20261122020000_vouchers_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "voucher" (
      "id" serial primary key,
      "code" varchar(40) not null,
      "type" text check ("type" in ('percentage', 'fixed')) not null,
      "discount_value" int not null,
      "active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint voucher_code_uppercase_check check (code = upper(code)),
      constraint voucher_discount_value_check check (discount_value > 0 and (type <> 'percentage' or discount_value <= 100)));`);
    // Codes are stored uppercase, so this also settles two creates of 'save10' and 'SAVE10' at once.
    this.addSql(`alter table "voucher" add constraint "voucher_code_unique" unique ("code");`);

    this.addSql(`create table "order" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "status" text check ("status" in ('pending', 'confirmed', 'delivered')) not null default 'pending',
      "customer_name" varchar(120) not null,
      "whatsapp" varchar(40) not null,
      "address" text not null,
      "note" text not null default '',
      "payment_method" varchar(20) not null default 'cash',
      "subtotal_fils" int not null,
      "delivery_fils" int not null,
      "discount_fils" int not null,
      "total_fils" int not null,
      "voucher_code" varchar(40) null,
      "idempotency_key" varchar(200) null,
      "request_hash" varchar(64) null,
      constraint order_amounts_check check (subtotal_fils >= 0 and delivery_fils >= 0 and discount_fils >= 0 and discount_fils <= subtotal_fils and total_fils = subtotal_fils + delivery_fils - discount_fils));`);
    this.addSql(`create index "order_created_at_index" on "order" ("created_at");`);
    // Requests repeated with one Idempotency-Key race here: one insert wins, the rest replay it.
    this.addSql(`alter table "order" add constraint "order_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "order_line" (
      "id" serial primary key,
      "order_id" int not null,
      "product_id" int null,
      "name" varchar(160) not null,
      "unit_price_fils" int not null,
      "quantity" int not null,
      constraint order_line_unit_price_fils_check check (unit_price_fils >= 0),
      constraint order_line_quantity_check check (quantity >= 1 and quantity <= 999));`);
    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id");`);
    this.addSql(`create index "order_line_product_id_index" on "order_line" ("product_id");`);
    this.addSql(`alter table "order_line" add constraint "order_line_order_id_foreign"
      foreign key ("order_id") references "order" ("id") on update cascade on delete cascade;`);
    // A deleted product leaves its order lines, with the name and price they were sold at.
    this.addSql(`alter table "order_line" add constraint "order_line_product_id_foreign"
      foreign key ("product_id") references "product" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_line" cascade;`);
    this.addSql(`drop table if exists "order" cascade;`);
    this.addSql(`drop table if exists "voucher" cascade;`);
  }
}
