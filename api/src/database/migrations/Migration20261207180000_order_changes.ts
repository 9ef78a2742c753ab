import { Migration } from '@mikro-orm/migrations';

/**
 * Orders can be changed after they are placed. Each keeps a version, counted up by every
 * change, so two people changing one order cannot overwrite each other unseen; and the terms of
 * the voucher it was placed with, so a changed order's discount is judged as it stood then. An
 * order placed before takes the terms its voucher has now, the best that is known of them.
 */
export class Migration20261207180000_order_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "order" add column "version" int not null default 1;`);
    this.addSql(`alter table "order" add column "voucher_terms" jsonb null;`);
    this.addSql(
      `update "order" set "voucher_terms" = jsonb_build_object('type', "voucher"."type", 'discountValue', "voucher"."discount_value", 'minSubtotalFils', "voucher"."min_subtotal_fils")
        from "voucher" where "voucher"."code" = "order"."voucher_code";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" drop column "voucher_terms";`);
    this.addSql(`alter table "order" drop column "version";`);
  }
}
