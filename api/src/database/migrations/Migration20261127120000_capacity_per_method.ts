import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a delivery window's places are shared by deliveries and pickups (off: as before) or
 * counted for each method apart.
 */
export class Migration20261127120000_capacity_per_method extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "delivery_schedule" add column "capacity_per_method" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "delivery_schedule" drop column "capacity_per_method";`);
  }
}
