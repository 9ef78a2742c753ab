import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ormOptions } from '../shop';
import { connectOrm, migrate, type Orm } from './orm';

let database: TestDatabase;
let orm: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await connectOrm(ormOptions(database.url, { poolSize: database.poolSize }));
});
afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

describe('migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    expect(await migrate(orm)).not.toHaveLength(0);
    // Anything left here is an entity change without a migration: run `npm run migration:create --workspace api`.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('apply once: a second run has nothing to do', async () => {
    expect(await migrate(orm)).toEqual([]);
  });
});
