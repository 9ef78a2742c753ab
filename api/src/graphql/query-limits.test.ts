import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { MAX_ALIASES, MAX_QUERY_DEPTH } from './query-limits';

const t = useTestApp({ seed: false });

async function post(query: string) {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  return { status: response.statusCode, body: response.json() };
}

const messages = (body: { errors?: Array<{ message: string }> }) => (body.errors ?? []).map((error) => error.message);

describe('query limits', () => {
  it(`refuses a query more than ${MAX_QUERY_DEPTH} levels deep, before running it`, async () => {
    const deep = `{ products { ${'category { '.repeat(10)}id${' }'.repeat(10)} } }`;
    const { status, body } = await post(deep);
    expect(status).toBe(400);
    expect(messages(body)).toContain(`Query is 12 levels deep; the limit is ${MAX_QUERY_DEPTH}.`);
  });

  it('counts fragments toward the depth', async () => {
    const query = `query { products { ...P } } fragment P on Product { ${'category { '.repeat(10)}id${' }'.repeat(10)} }`;
    expect(messages((await post(query)).body).some((message) => message.includes('levels deep'))).toBe(true);
  });

  it(`refuses more than ${MAX_ALIASES} aliases`, async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const { status, body } = await post(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(messages(body)).toContain(`Query uses ${MAX_ALIASES + 1} aliases; the limit is ${MAX_ALIASES}.`);
  });

  it('refuses a document with 3000 aliases while parsing it', async () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const { status, body } = await post(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(messages(body)[0]).toMatch(/tokens/);
  });

  it('still answers ordinary queries and the introspection Apollo Sandbox sends', async () => {
    expect((await post('{ products { name category { name } } }')).status).toBe(200);
    const introspection = await post(
      '{ __schema { types { name fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } } } } }',
    );
    expect(introspection.status).toBe(200);
    expect(introspection.body.data.__schema.types.length).toBeGreaterThan(5);
  });
});
