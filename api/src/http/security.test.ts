import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ seed: false, env: { CORS_ORIGINS: 'https://partner.example' } });

describe('HTTP hardening', () => {
  it('sends a Content Security Policy that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends helmet's whole header set on every answer, errors and unknown paths included", async () => {
    const expected = {
      'content-security-policy': String(
        (await t.app.inject({ method: 'GET', url: '/api/categories' })).headers['content-security-policy'],
      ),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const request of [
      { method: 'GET', url: '/api/products' },
      { method: 'GET', url: '/api/no-such-call' },
      { method: 'GET', url: '/no-such-page' },
      { method: 'POST', url: '/api/products', payload: {} },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.headers, `${request.method} ${request.url}`).toMatchObject(expected);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('loosens the policy for the Apollo Sandbox page on /graphql only', async () => {
    const sandbox = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    const csp = String(sandbox.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://embeddable-sandbox.cdn.apollographql.com");
    expect(csp).toContain('frame-src https://sandbox.embed.apollographql.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(sandbox.headers['x-frame-options']).toBe('SAMEORIGIN');
    const rest = String(
      (await t.app.inject({ method: 'GET', url: '/api/categories' })).headers['content-security-policy'],
    );
    expect(rest).not.toContain("unsafe-inline' https://embeddable");
    expect(rest).not.toContain('apollographql');
  });

  it('allows cross-origin calls with credentials from the configured origins only', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 413 with an error for a JSON body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ categories { id } }', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 400 with an error for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json with a browsable UI at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/products/{id}');
    // The REST facade, plus the health probes (documented for operators, outside /api).
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual(['/health', '/health/ready']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('the OpenAPI document and the routes', () => {
  it('documents every REST call with its method, and nothing that is not a call', async () => {
    const { restRoutes } = await import('../shop');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const declared = [
      ...restRoutes.map((route) => `${route.method} /api${route.url.replace(/:(\w+)/g, '{$1}')}`),
      // The live orders stream: a route of its own, since it streams rather than runs one operation.
      'GET /api/orders/events',
      'GET /health',
      'GET /health/ready',
    ].sort();
    expect(documented).toEqual(declared);
  });

  it('covers every row of the REST call tables (docs/product.md#rest-api)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const has = (method: string, path: string) => Boolean(doc.paths[`/api${path}`]?.[method.toLowerCase()]);
    const specRows = [
      'GET /products',
      'GET /products/{id}',
      'POST /products',
      'PUT /products/{id}',
      'DELETE /products/{id}',
      'GET /categories',
      'GET /categories/homepage',
      'GET /categories/{id}',
      'POST /categories',
      'PUT /categories/{id}',
      'DELETE /categories/{id}',
      'GET /vouchers',
      'GET /vouchers/{id}',
      'POST /vouchers',
      'PUT /vouchers/{id}',
      'DELETE /vouchers/{id}',
      'PATCH /vouchers/{id}/toggle',
      'POST /vouchers/validate',
      'GET /orders',
      'GET /orders/{id}',
      'POST /orders',
      'PATCH /orders/{id}/status',
      'POST /orders/test-email',
      'GET /settings',
      'PUT /settings',
      'POST /auth/login',
      'POST /auth/create-admin',
      'GET /auth/verify',
      'GET /auth/admin-exists',
      'POST /auth/logout',
    ];
    expect(specRows.filter((row) => !has(...(row.split(' ') as [string, string])))).toEqual([]);
  });
});

describe('without CORS_ORIGINS', () => {
  const plain = useTestApp({ seed: false });

  it('lets no other origin call the API: no CORS headers, preflights included', async () => {
    const call = await plain.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://partner.example' },
    });
    expect(call.statusCode).toBe(200);
    expect(Object.keys(call.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const preflight = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
