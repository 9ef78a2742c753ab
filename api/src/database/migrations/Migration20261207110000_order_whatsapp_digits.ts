import { Migration } from '@mikro-orm/migrations';

// Written out here rather than imported, so this migration builds the same function whatever
// the code later becomes.

/** Arabic-Indic and Persian digits, then the ASCII digit each stands for. */
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const ASCII_DIGITS = '01234567890123456789';

/**
 * The owner's order search compares WhatsApp numbers as digits (docs/product.md#orders): each
 * order keeps its number as the one international number behind the way it was typed (Arabic
 * digits as ASCII ones, spaces and signs dropped, no '00' in front, Bahrain's 973 before a local
 * number of eight digits, as `internationalWhatsapp` of @crumb/shared/whatsapp-number reads
 * it), in a column the database computes on each write, so a search reads it instead of
 * rewriting every order's number.
 */
export class Migration20261207110000_order_whatsapp_digits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function whatsapp_digits(value text) returns text
      language sql immutable strict parallel safe
      as $$
        select case when length(digits) = 8 then '973' || digits else regexp_replace(digits, '^00', '') end
        from (select regexp_replace(translate(value, '${ARABIC_DIGITS}', '${ASCII_DIGITS}'), '[^0-9]', '', 'g') as digits) number
      $$;`);
    this.addSql(
      `alter table "order" add column "whatsapp_digits" text generated always as (whatsapp_digits("whatsapp")) stored;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" drop column "whatsapp_digits";`);
    this.addSql(`drop function if exists whatsapp_digits(text);`);
  }
}
