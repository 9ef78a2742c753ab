import { Migration } from '@mikro-orm/migrations';

/**
 * State every instance on one database shares: the generated token secret (one row
 * per name, written once with `on conflict do nothing`), and the failed sign-ins per client
 * address when no Redis is configured (one row per address, its window ending at a fixed time).
 */
export class Migration20261125010000_shared_instance_state extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "server_secret" (
      "name" text not null primary key,
      "value" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create table "login_attempt" (
      "address" text not null primary key,
      "attempts" int not null,
      "window_ends_at" timestamptz not null,
      constraint login_attempt_attempts_check check (attempts >= 1));`);
    // The sweep of finished windows reads by end time.
    this.addSql(`create index "login_attempt_window_ends_at_index" on "login_attempt" ("window_ends_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "login_attempt";`);
    this.addSql(`drop table "server_secret";`);
  }
}
