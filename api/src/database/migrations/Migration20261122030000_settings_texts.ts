import { Migration } from '@mikro-orm/migrations';

/**
 * The extended storefront texts of the site settings (docs/product.md#extended-texts): a JSON
 * object of strings by key.
 */
export class Migration20261122030000_settings_texts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "site_settings" add column "texts" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site_settings" drop column "texts";`);
  }
}
