import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts: the admin table holds every account of the back office, each with its role,
 * and the one-time invitation links (their tokens hashed). The existing admin is the owner.
 * The single-row index becomes a single-founder one: only the first admin is not invited.
 */
export class Migration20261127130000_staff_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "admin_single_row";`);
    this.addSql(`alter table "admin"
      alter column "password_hash" drop not null,
      add column "role" text check ("role" in ('owner', 'staff')) not null default 'owner',
      add column "disabled" boolean not null default false,
      add column "sessions_ended_at" timestamptz null,
      add column "last_seen_at" timestamptz null,
      add column "invited_at" timestamptz null;`);
    this.addSql(`create unique index "admin_single_founder" on "admin" ((true)) where "invited_at" is null;`);

    this.addSql(`create table "staff_invitation" (
      "id" serial primary key,
      "account_id" int not null,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null);`);
    this.addSql(
      `alter table "staff_invitation" add constraint "staff_invitation_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "staff_invitation_account_id_index" on "staff_invitation" ("account_id");`);
    this.addSql(`alter table "staff_invitation" add constraint "staff_invitation_account_id_foreign"
      foreign key ("account_id") references "admin" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_invitation" cascade;`);
    this.addSql(`drop index "admin_single_founder";`);
    this.addSql(`delete from "admin" where "invited_at" is not null;`);
    this.addSql(
      `alter table "admin" drop column "role", drop column "disabled", drop column "sessions_ended_at", drop column "last_seen_at", drop column "invited_at";`,
    );
    this.addSql(`alter table "admin" alter column "password_hash" set not null;`);
    this.addSql(`create unique index "admin_single_row" on "admin" ((true));`);
  }
}
