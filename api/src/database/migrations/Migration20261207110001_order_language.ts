import { Migration } from '@mikro-orm/migrations';

/**
 * Each order keeps the language it was placed in (the shopper's page language): the owner's
 * WhatsApp message to the customer is written in it. Orders placed before are English.
 */
export class Migration20261207110001_order_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "order" add column "language" text check ("language" in ('en', 'ar')) not null default 'en';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" drop column "language";`);
  }
}
