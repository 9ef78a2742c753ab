import { Migration } from '@mikro-orm/migrations';

/**
 * The per-address attempt counts (without Redis) serve more than the sign-ins: guest order
 * lookups are limited too. Each limit's rows carry its name; the existing rows are
 * the sign-ins'.
 */
export class Migration20261125170000_attempt_limit_names extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "login_attempt" add column "limit_name" text not null default 'login';`);
    this.addSql(`alter table "login_attempt" drop constraint "login_attempt_pkey";`);
    this.addSql(
      `alter table "login_attempt" add constraint "login_attempt_pkey" primary key ("limit_name", "address");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "login_attempt" where "limit_name" <> 'login';`);
    this.addSql(`alter table "login_attempt" drop constraint "login_attempt_pkey";`);
    this.addSql(`alter table "login_attempt" drop column "limit_name";`);
    this.addSql(`alter table "login_attempt" add constraint "login_attempt_pkey" primary key ("address");`);
  }
}
