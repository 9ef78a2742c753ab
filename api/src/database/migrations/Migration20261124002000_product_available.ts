import { Migration } from '@mikro-orm/migrations';

/**
 * Sold-out products: `available`, true for every existing product, so the catalog
 * reads exactly as before until the owner marks one sold out.
 */
export class Migration20261124002000_product_available extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "available" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" drop column "available";`);
  }
}
