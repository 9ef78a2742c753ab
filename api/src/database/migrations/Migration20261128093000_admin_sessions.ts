import { Migration } from '@mikro-orm/migrations';

/**
 * Each account's sessions: one row per token issued from now on (sign-in, accepted invitation),
 * with its device and last use, so a person can see where they are signed in and sign out there.
 * Tokens issued before have no row and keep working until they expire.
 */
export class Migration20261128093000_admin_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin_session" (
      "id" serial primary key,
      "token_id" varchar(64) not null,
      "admin_id" int not null,
      "signed_in_at" timestamptz not null,
      "last_used_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "browser" varchar(40) null,
      "platform" varchar(40) null,
      "address" varchar(45) null);`);
    this.addSql(`alter table "admin_session" add constraint "admin_session_token_id_unique" unique ("token_id");`);
    this.addSql(`create index "admin_session_admin_id_index" on "admin_session" ("admin_id");`);
    this.addSql(`alter table "admin_session" add constraint "admin_session_admin_id_foreign"
      foreign key ("admin_id") references "admin" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
  }
}
