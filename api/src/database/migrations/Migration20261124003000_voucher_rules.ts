import { Migration } from '@mikro-orm/migrations';

/**
 * Voucher rules: an optional expiry, minimum subtotal and usage limit, and the count
 * of orders that used the voucher. Existing vouchers keep applying as before (no rule, 0 uses).
 */
export class Migration20261124003000_voucher_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "voucher"
      add column "expires_at" timestamptz null,
      add column "min_subtotal_fils" int null,
      add column "usage_limit" int null,
      add column "used_count" int not null default 0;`);
    this.addSql(`alter table "voucher"
      add constraint voucher_min_subtotal_fils_check check (min_subtotal_fils is null or min_subtotal_fils > 0),
      add constraint voucher_usage_limit_check check (usage_limit is null or usage_limit >= 1),
      add constraint voucher_used_count_check check (used_count >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "voucher"
      drop constraint voucher_used_count_check,
      drop constraint voucher_usage_limit_check,
      drop constraint voucher_min_subtotal_fils_check,
      drop column "used_count",
      drop column "usage_limit",
      drop column "min_subtotal_fils",
      drop column "expires_at";`);
  }
}
