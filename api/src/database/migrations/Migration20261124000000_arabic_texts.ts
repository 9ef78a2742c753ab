import { Migration } from '@mikro-orm/migrations';

/**
 * The owner's texts in Arabic beside the English ones: an `_ar` twin of each text
 * column, empty until the owner writes it, so every existing row keeps its English unchanged.
 * Order lines keep the Arabic name a product was sold under; the admin's language chooses the
 * language of the owner's notification emails.
 */
const TWINS: Record<string, Array<[column: string, type: string]>> = {
  category: [
    ['name_ar', 'varchar(120)'],
    ['description_ar', 'text'],
  ],
  product: [
    ['name_ar', 'varchar(160)'],
    ['description_ar', 'text'],
  ],
  order_line: [['name_ar', 'varchar(160)']],
  site_settings: [
    ['hero_title_ar', 'text'],
    ['hero_subtitle_ar', 'text'],
    ['owner_name_ar', 'text'],
    ['owner_message_ar', 'text'],
    ['about_title_ar', 'text'],
    ['about_subtitle_ar', 'text'],
    ['about_description_ar', 'text'],
    ['about_mission_ar', 'text'],
    ['address_ar', 'text'],
    ['site_name_ar', 'varchar(120)'],
    ['footer_text_ar', 'text'],
    ['footer_copyright_ar', 'text'],
    ['footer_links_ar', 'text'],
  ],
};

export class Migration20261124000000_arabic_texts extends Migration {
  override async up(): Promise<void> {
    for (const [table, columns] of Object.entries(TWINS)) {
      this.addSql(
        `alter table "${table}" ${columns.map(([column, type]) => `add column "${column}" ${type} not null default ''`).join(', ')};`,
      );
    }
    // The two optional bio paragraphs are null when unset, as their English columns are.
    this.addSql(
      `alter table "site_settings" add column "owner_professional_bio_ar" text null, add column "owner_achievements_ar" text null;`,
    );
    this.addSql(`alter table "site_settings" add column "texts_ar" jsonb not null default '{}';`);
    this.addSql(
      `alter table "admin" add column "language" text check ("language" in ('en', 'ar')) not null default 'en';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin" drop column "language";`);
    this.addSql(
      `alter table "site_settings" drop column "texts_ar", drop column "owner_professional_bio_ar", drop column "owner_achievements_ar";`,
    );
    for (const [table, columns] of Object.entries(TWINS)) {
      this.addSql(`alter table "${table}" ${columns.map(([column]) => `drop column "${column}"`).join(', ')};`);
    }
  }
}
