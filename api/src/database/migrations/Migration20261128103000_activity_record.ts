import { Migration } from '@mikro-orm/migrations';

/**
 * The activity record: one row per change to the shop (who, when, what, the fields before and
 * after) and per sign-in, failed sign-in and sign-out. The account is kept as its id and email,
 * without a foreign key, so removing an account keeps its history.
 */
export class Migration20261128103000_activity_record extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "activity_entry" (
      "id" serial primary key,
      "at" timestamptz not null default now(),
      "actor_id" int null,
      "actor_email" varchar(254) null,
      "action" varchar(20) not null,
      "entity" varchar(40) not null,
      "entity_id" int null,
      "label" text null,
      "before" jsonb null,
      "after" jsonb null,
      "address" varchar(64) null);`);
    this.addSql(`create index "activity_entry_at_index" on "activity_entry" ("at", "id");`);
    this.addSql(`create index "activity_entry_actor_id_index" on "activity_entry" ("actor_id");`);
    this.addSql(`create index "activity_entry_entity_index" on "activity_entry" ("entity");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "activity_entry";`);
  }
}
