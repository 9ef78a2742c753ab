import { Migration } from '@mikro-orm/migrations';

/**
 * A message on the cake: a product the owner marks as taking one has the longest
 * message it takes (null: it takes none, as every product until the owner says otherwise), and
 * each order line keeps the message the shopper wrote for it (null: none).
 */
export class Migration20261125160000_cake_message extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product"
      add column "message_max_length" int null,
      add constraint product_message_max_length_check check (message_max_length >= 1 and message_max_length <= 200);`);
    this.addSql(`alter table "order_line" add column "message" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_line" drop column "message";`);
    this.addSql(
      `alter table "product" drop constraint product_message_max_length_check, drop column "message_max_length";`,
    );
  }
}
