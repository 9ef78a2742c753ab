import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFirstReleaseShop,
  FIRST_ADMIN,
  FIRST_RELEASE_LAST_MIGRATION,
  FIRST_RELEASE_ROWS_AFTER_UPGRADE,
} from '../../test/first-release-shop';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { useTestApp } from '../../test/use-test-app';
import { ormOptions } from '../shop';
import { migrationsList } from './migrations';
import { connectOrm, migrate, type Orm } from './orm';

// Upgrades: a shop's database as its first release left it, migrated by the app's start
// through every migration since, keeps every row; and a migration that fails leaves the
// database as it was, so the previous version still runs on it.

const databases = [
  // CI runs the suite once with DATABASE_URL: this block runs there.
  { name: 'PostgreSQL (DATABASE_URL)', embedded: false, skip: !process.env.DATABASE_URL },
  { name: 'the embedded PGlite', embedded: true, skip: false },
];

const appliedMigrations = async (orm: Orm): Promise<string[]> =>
  (
    await orm.em.getConnection().execute<Array<{ name: string }>>('select name from mikro_orm_migrations order by id')
  ).map((row) => row.name);

/** Each row whole, as JSON: numbers, booleans and jsonb as they are, timestamps as ISO text. */
const rowsOf = async (orm: Orm, table: string): Promise<Array<Record<string, unknown>>> =>
  (
    await orm.em
      .getConnection()
      .execute<Array<{ row: Record<string, unknown> }>>(`select to_jsonb(t) as "row" from "${table}" t order by t.id`)
  ).map((result) => result.row);

/** The row's values in the expected row's columns; timestamps as instants, whatever the session's time zone. */
function sameColumnsAs(expected: Record<string, unknown>, actual: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(expected).map(([column, value]) => [
      column,
      value instanceof Date && typeof actual[column] === 'string' ? new Date(actual[column]) : actual[column],
    ]),
  );
}

/** What a migration may change in the schema, and the migrations it records. */
const SCHEMA_QUERIES = {
  columns: `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`,
  indexes: `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  constraints: `select conrelid::regclass::text as "table", conname, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' order by 1, 2`,
  migrations: 'select * from mikro_orm_migrations order by id',
};

for (const database of databases) {
  describe.skipIf(database.skip)(`on ${database.name}`, () => {
    describe("upgrading a first-release shop with the app's start", () => {
      const t = useTestApp({ seed: false, embedded: database.embedded, beforeMigrate: buildFirstReleaseShop });

      it('runs every migration since the first release, in the order the index lists them', async () => {
        expect(await appliedMigrations(t.orm)).toEqual(migrationsList.map(({ name }) => name));
        const sinceFirstRelease = migrationsList.findIndex(({ name }) => name === FIRST_RELEASE_LAST_MIGRATION) + 1;
        // Not a vacuous upgrade: the first release is in the list, and later migrations ran over its rows.
        expect(sinceFirstRelease).toBeGreaterThan(0);
        expect(migrationsList.length).toBeGreaterThan(sinceFirstRelease);
      });

      it("keeps every first-release row's values, and fills the later columns with their documented defaults", async () => {
        for (const { table, rows } of FIRST_RELEASE_ROWS_AFTER_UPGRADE) {
          const actual = await rowsOf(t.orm, table);
          expect(
            actual.map((row, index) => sameColumnsAs(rows[index] ?? {}, row)),
            table,
          ).toEqual(rows);
        }
      });

      it('serves them: the catalogue and its search, the settings, the guest order lookup', async () => {
        const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
        expect(products.map(({ name, price, image }: Record<string, unknown>) => ({ name, price, image }))).toEqual([
          // Featured first, then by id.
          {
            name: 'Pistachio Kunafa Cheesecake',
            price: 15,
            image: '/uploads/519a7dd559db8e1de486edf3b5b82158.webp',
          },
          { name: 'Chocolate Fudge Cake', price: 12.5, image: '/uploads/c82578f7125621e68ae1139aba8da89b.jpg' },
          { name: 'Saffron Cardamom Cookies', price: 3.5, image: null },
        ]);
        // The search columns are computed for rows older than the search itself.
        const found = (await t.app.inject({ method: 'GET', url: '/api/products?q=cardamom' })).json();
        expect(found.map(({ name }: { name: string }) => name)).toEqual(['Saffron Cardamom Cookies']);

        const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
        expect(settings).toMatchObject({
          heroTitle: 'Baked fresh in Manama every morning',
          heroImage: '/uploads/008df99d89874e40a0f0011599193e56.jpg',
          siteName: 'Crumb',
          footer_links: 'About|/about\nMenu|/products',
        });

        const lookup = await t.app.inject({
          method: 'POST',
          url: '/api/orders/lookup',
          payload: { orderId: 1, whatsapp: '97336123456' },
        });
        expect(lookup.statusCode).toBe(200);
        expect(lookup.json()).toMatchObject({
          id: 1,
          status: 'delivered',
          subtotal: 19.5,
          deliveryCharge: 2,
          discount: 1.95,
          total: 19.55,
          items: [
            { productId: 1, name: 'Chocolate Fudge Cake', quantity: 1, unitPrice: 12.5 },
            { productId: 2, name: 'Saffron Cardamom Cookies', quantity: 2, unitPrice: 3.5 },
          ],
        });
      });

      it('lets the first admin sign in with the password set then, as the owner, and see the orders', async () => {
        const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: FIRST_ADMIN });
        expect(login.statusCode).toBe(200);
        const admin = { authorization: `Bearer ${login.json().token}` };
        const verified = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: admin });
        expect(verified.json()).toEqual({ admin: { id: 1, email: FIRST_ADMIN.email, role: 'owner' } });

        const orders = (
          await t.app.inject({ method: 'GET', url: '/api/orders?status=pending', headers: admin })
        ).json();
        expect(orders).toMatchObject([
          {
            id: 2,
            customerName: 'Ahmed Yusuf',
            whatsapp: '97339876543',
            address: 'Flat 12, Building 1450, Road 4025, Isa Town',
            total: 25,
            voucherCode: null,
            // The removed product's line, as it was sold.
            items: [
              { productId: null, name: 'Date Maamoul Box', unitPrice: 8, quantity: 1 },
              { productId: 3, name: 'Pistachio Kunafa Cheesecake', unitPrice: 15, quantity: 1 },
            ],
          },
        ]);
      });

      it('takes new orders after the old ones, with a first-release voucher', async () => {
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            customerName: 'Noor Hassan',
            whatsapp: '+973 3300 4411',
            address: 'Villa 9, Road 2411, Saar',
            paymentMethod: 'cash',
            voucherCode: 'eid10',
            items: [{ productId: 1, quantity: 2 }],
          },
        });
        expect(placed.statusCode).toBe(201);
        // 25.000 BD of cake, 2.500 off, 2.000 delivery; the id follows the first release's orders.
        expect(placed.json()).toEqual({ orderId: 3, total: 24.5 });
      });
    });

    describe('a migration that fails part-way', () => {
      /** Applies cleanly on its own; in one batch with the failing one it must be undone too. */
      class AddsGiftWrap extends Migration {
        override up(): void {
          this.addSql(`create table "gift_wrap" ("id" serial primary key, "name" text not null);`);
          this.addSql(`alter table "product" add column "gift_wrap_id" int null;`);
          this.addSql(`update "category" set "name" = "name" || ' (gift)';`);
        }
      }
      /** Changes the schema and the rows, then hits a statement the database refuses. */
      class FailsPartWay extends Migration {
        override up(): void {
          this.addSql(`create table "half_made" ("id" serial primary key);`);
          this.addSql(`alter table "order" add column "half_made_id" int null;`);
          this.addSql(`insert into "category" ("name") values ('Half made');`);
          this.addSql(`update "product" set "price_fils" = "price_fils" * 2;`);
          this.addSql(`select * from "no_such_table";`);
        }
      }
      const giftWrap: MigrationObject = { name: 'Migration99990101000000_test_adds_gift_wrap', class: AddsGiftWrap };
      const failing: MigrationObject = { name: 'Migration99990101000100_test_fails_part_way', class: FailsPartWay };

      let testDatabase: TestDatabase;
      beforeAll(async () => {
        testDatabase = await createTestDatabase({ embedded: database.embedded });
      });
      afterAll(() => testDatabase?.drop());

      /** Works on the test's database with an ORM that knows these migrations, closed after (PGlite takes one connection). */
      async function withMigrations<T>(list: MigrationObject[], work: (orm: Orm) => Promise<T>): Promise<T> {
        const options = ormOptions(testDatabase.url, { poolSize: testDatabase.poolSize });
        const orm = await connectOrm({ ...options, migrations: { ...options.migrations, migrationsList: list } });
        try {
          return await work(orm);
        } finally {
          await orm.close();
        }
      }

      /** The schema, the migrations table and the rows the migrations touch. */
      async function databaseState(orm: Orm) {
        const state: Record<string, unknown> = {};
        for (const [part, sql] of Object.entries(SCHEMA_QUERIES))
          state[part] = await orm.em.getConnection().execute(sql);
        return { ...state, categories: await rowsOf(orm, 'category'), products: await rowsOf(orm, 'product') };
      }

      it('is undone with the whole batch: no half-made table or column, no changed row, no migration recorded', async () => {
        await withMigrations([...migrationsList, giftWrap, failing], async (orm) => {
          await orm.getMigrator().up({ to: migrationsList.at(-1)!.name });
          await buildRows(orm);
          const before = await databaseState(orm);

          await expect(orm.getMigrator().up()).rejects.toThrow(
            `Migration ${failing.name} (up) failed: Original error: select * from "no_such_table"`,
          );
          expect(await databaseState(orm)).toEqual(before);
        });

        // The previous version starts on it with nothing to do; the fixed release then upgrades it.
        expect(await withMigrations(migrationsList, migrate)).toEqual([]);
        await withMigrations([...migrationsList, giftWrap], async (orm) => {
          expect(await migrate(orm)).toEqual([giftWrap.name]);
          expect((await rowsOf(orm, 'category')).map(({ name }) => name)).toEqual(['Cakes (gift)']);
        });
      });

      /** A category and a product for the failing migration to change. */
      async function buildRows(orm: Orm) {
        const connection = orm.em.getConnection();
        await connection.execute(`insert into "category" ("name") values ('Cakes')`);
        await connection.execute(
          `insert into "product" ("name", "price_fils", "category_id") values ('Chocolate Fudge Cake', 12500, 1)`,
        );
      }
    });
  });
}

describe('every migration', () => {
  it('runs inside the transaction of its batch: none opts out, which would also leave it outside the rollback', () => {
    for (const { name, class: MigrationClass } of migrationsList) {
      const migration = new (MigrationClass as new (...args: unknown[]) => Migration)(undefined, undefined);
      expect(migration.isTransactional(), name).toBe(true);
    }
  });
});
