import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';

// Its own server: nothing cached yet, so the request reaches the broken database.
const t = useTestApp();

describe('an unexpected failure', () => {
  it('answers 500 with a generic message, and logs the details', async () => {
    await t.orm.em.getConnection().execute('alter table "product" rename to "product_gone"');
    try {
      expectError(await t.app.inject({ method: 'GET', url: '/api/products' }), 500, 'Internal server error');

      const graphql = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ product(id: "1") { name } }' },
      });
      expect(graphql.json().errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(graphql.json())).not.toContain('product_gone');

      const logged = t.logs.filter((line) => line.level === 50).map((line) => JSON.stringify(line));
      expect(logged.some((line) => line.includes('does not exist'))).toBe(true);
    } finally {
      await t.orm.em.getConnection().execute('alter table "product_gone" rename to "product"');
    }
  });
});
