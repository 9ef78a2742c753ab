import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

// Documents that do not say what to run: a 400 that says what to change, never a 500.

const t = useTestApp();
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/graphql', payload });
const TWO = 'query A { categories { id } } query B { settings { siteName } }';

describe('an operation GraphQL cannot pick or answer', () => {
  it('is refused when operationName names none of the document', async () => {
    const response = await post({ query: TWO, operationName: 'Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'The document has no operation named "Z" (it has: A, B).',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('is refused when the document has several and operationName is missing', async () => {
    const response = await post({ query: TWO });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'The document has several operations (A, B): name the one to run in operationName.',
    );
  });

  it('runs the one named when there are several', async () => {
    const response = await post({ query: TWO, operationName: 'B' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.settings.siteName).toBeTypeOf('string');
  });

  it('is refused for a subscription sent as a plain POST', async () => {
    const response = await post({ query: 'subscription { orderEvents { id } }' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'Subscriptions are answered over a WebSocket at /graphql (the graphql-transport-ws protocol), not a plain HTTP request: send a query or a mutation here.',
    );
  });

  it('is refused the same way when the cached read path sees it first', async () => {
    await post({ query: 'query A { categories { id } }' });
    const response = await post({ query: 'query A { categories { id } }', operationName: 'Nope' });
    expect(response.statusCode).toBe(400);
  });
});
