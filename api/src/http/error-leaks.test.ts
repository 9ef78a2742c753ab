import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

// Error answers tell the caller what went wrong in their terms, never how the server is built:
// no stack trace, no file path, no SQL. The details belong in the log.

/** What must never reach a caller in production. */
const LEAKS = [
  /\bat .+\(.+:\d+:\d+\)/,
  /node_modules/,
  /\/work\/|\/src\/|\.ts\b/,
  /\binsert into\b/i,
  /\bselect\b.+\bfrom\b/i,
  /"voucher"/,
  /constraint/i,
  /stacktrace/,
];
function expectNoLeak(label: string, body: string) {
  for (const pattern of LEAKS) expect(body, `${label} leaks ${pattern}`).not.toMatch(pattern);
}

const NOT_FOUND_QUERY = '{ product(id: "999999") { name } }';

describe('in production (NODE_ENV unset)', () => {
  // Apollo Server's own default shows stacks whenever NODE_ENV is neither production nor test,
  // so unset too, as on a server nobody configured: the app must decide, not that default.
  const nodeEnv = process.env.NODE_ENV;
  beforeAll(() => {
    delete process.env.NODE_ENV;
  });
  const t = useTestApp({ admin: true });
  beforeAll(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const graphql = graphqlClient(t);

  it('GraphQL errors carry no stack trace: a rule, a validation failure, a syntax error', async () => {
    for (const query of [NOT_FOUND_QUERY, '{ noSuchField }', '{ product(id: ']) {
      const answer = await graphql(query);
      expect(answer.errors.length, query).toBeGreaterThan(0);
      for (const error of answer.errors) expect(error.extensions?.stacktrace, query).toBeUndefined();
      expectNoLeak(query, JSON.stringify(answer));
    }
  });

  it('REST answers 400, 404 and 500 without SQL, paths or stacks, and a database error only in the log', async () => {
    const json = { 'content-type': 'application/json' };
    const answers = {
      'not JSON': await t.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: '{"items": [' }),
      'schema validation': await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: json,
        payload: { items: 'many' },
      }),
      'unknown call': await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      'unknown id': await t.app.inject({ method: 'GET', url: '/api/products/999999' }),
    };
    expect(Object.values(answers).map((answer) => answer.statusCode)).toEqual([400, 400, 404, 404]);
    for (const [label, answer] of Object.entries(answers)) expectNoLeak(label, answer.body);

    // A constraint the services know nothing of: the database refuses with SQL in its message.
    await t.orm.em
      .getConnection()
      .execute(`alter table "voucher" add constraint "no_leak_codes" check ("code" <> 'LEAK')`);
    try {
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/vouchers',
        headers: { ...t.admin, ...json },
        payload: { code: 'LEAK', discount: 10, type: 'percentage' },
      });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ error: 'Internal server error' });
      expectNoLeak('REST 500', rest.body);

      const mutation = await graphql(
        'mutation { createVoucher(input: { code: "LEAK", discount: 10, type: percentage }) { id } }',
        {},
        t.admin,
      );
      expect(mutation.errors[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expectNoLeak('GraphQL 500', JSON.stringify(mutation));

      const logged = t.logs.filter((line) => line.level === 50).map((line) => JSON.stringify(line));
      expect(logged.some((line) => line.includes('no_leak_codes'))).toBe(true);
    } finally {
      await t.orm.em.getConnection().execute(`alter table "voucher" drop constraint "no_leak_codes"`);
    }
  });
});

describe('in development (NODE_ENV=development, as `npm run dev` sets it)', () => {
  const t = useTestApp({ seed: false, env: { NODE_ENV: 'development' } });

  it('GraphQL errors carry their stack trace for the developer', async () => {
    const answer = await graphqlClient(t)(NOT_FOUND_QUERY);
    expect(answer.errors[0].extensions.stacktrace).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});
