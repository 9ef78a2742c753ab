import { Migration } from '@mikro-orm/migrations';

/** The admin account (at most one) and the signed-out tokens the server refuses. */
export class Migration20261122010000_auth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin" (
      "id" serial primary key,
      "email" varchar(254) not null,
      "password_hash" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "admin" add constraint "admin_email_unique" unique ("email");`);
    // Every row has the same value for the constant expression, so a second admin violates
    // this index: the database settles two create-admin requests that arrive at once.
    this.addSql(`create unique index "admin_single_row" on "admin" ((true));`);

    this.addSql(`create table "revoked_token" (
      "jti" varchar(64) not null,
      "expires_at" timestamptz not null,
      constraint "revoked_token_pkey" primary key ("jti"));`);
    this.addSql(`create index "revoked_token_expires_at_index" on "revoked_token" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_token" cascade;`);
    this.addSql(`drop table if exists "admin" cascade;`);
  }
}
