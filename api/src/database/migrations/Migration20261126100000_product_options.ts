import { Migration } from '@mikro-orm/migrations';

/**
 * The two tables are built alike: an ordered list of names in English and Arabic under a parent
 * row (a product's groups, a group's choices) that takes its rows along when it is deleted.
 */
const orderedNameTables = [
  {
    table: 'product_option',
    parentColumn: 'product_id',
    parentTable: 'product',
    ownColumns: `"required" boolean not null default false,
      "max_choices" int not null default 1,
      constraint product_option_max_choices_check check (max_choices >= 1 and max_choices <= 50)`,
  },
  {
    table: 'product_option_choice',
    parentColumn: 'option_id',
    parentTable: 'product_option',
    ownColumns: `"price_delta_fils" int not null default 0,
      "available" boolean not null default true,
      constraint product_option_choice_price_delta_fils_check check (price_delta_fils >= -1000000000 and price_delta_fils <= 1000000000)`,
  },
];

/**
 * Products sold with choices: groups (a size, a flavour, add-ons) of choices that change the
 * price, and on every order line the choices as sold, names and price differences copied, so
 * editing or removing a choice later changes no order.
 */
export class Migration20261126100000_product_options extends Migration {
  override async up(): Promise<void> {
    for (const { table, parentColumn, parentTable, ownColumns } of orderedNameTables) {
      this.addSql(`create table "${table}" (
      "id" serial primary key,
      "${parentColumn}" int not null,
      "position" int not null default 0,
      "name" varchar(80) not null,
      "name_ar" varchar(80) not null default '',
      ${ownColumns});`);
      this.addSql(`create index "${table}_${parentColumn}_index" on "${table}" ("${parentColumn}");`);
      this.addSql(`alter table "${table}" add constraint "${table}_${parentColumn}_foreign"
      foreign key ("${parentColumn}") references "${parentTable}" ("id") on update cascade on delete cascade;`);
    }

    this.addSql(`alter table "order_line" add column "choices" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_line" drop column "choices";`);
    this.addSql(`drop table if exists "product_option_choice" cascade;`);
    this.addSql(`drop table if exists "product_option" cascade;`);
  }
}
