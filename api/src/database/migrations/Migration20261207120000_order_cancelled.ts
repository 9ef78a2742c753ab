import { Migration } from '@mikro-orm/migrations';

/** Orders can be cancelled, with the reason kept beside the status. */
export class Migration20261207120000_order_cancelled extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "order" drop constraint if exists "order_status_check";`);
    this.addSql(
      `alter table "order" add constraint "order_status_check" check ("status" in ('pending', 'confirmed', 'delivered', 'cancelled'));`,
    );
    this.addSql(`alter table "order" add column "cancel_reason" varchar(300) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "order" set "status" = 'pending' where "status" = 'cancelled';`);
    this.addSql(`alter table "order" drop column "cancel_reason";`);
    this.addSql(`alter table "order" drop constraint if exists "order_status_check";`);
    this.addSql(
      `alter table "order" add constraint "order_status_check" check ("status" in ('pending', 'confirmed', 'delivered'));`,
    );
  }
}
