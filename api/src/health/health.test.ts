import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

// A built web client is present, so its client-route fallback would answer /health if the
// probe routes did not exist.
const distDir = mkdtempSync(join(tmpdir(), 'crumb-health-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');

const statements: string[] = [];
// At debug every ordinary request gets its log line (at info none does): the probes still must not.
const t = useTestApp({
  seed: false,
  env: { WEB_DIST_DIR: distDir, LOG_LEVEL: 'debug' },
  onQuery: (sql) => statements.push(sql),
});

const probe = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
/** Log lines of one request, by its id. */
const linesOf = (reqId: string) => t.logs.filter((line) => line.reqId === reqId);

describe('GET /health (liveness)', () => {
  it('answers 200 {"status":"ok"} as JSON, never stored by a cache, and not the web client', async () => {
    const response = await probe('/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('never touches the database', async () => {
    statements.length = 0;
    expect((await probe('/health')).statusCode).toBe(200);
    expect(statements).toEqual([]);
  });
});

describe('GET /health/ready (readiness)', () => {
  it('answers 200 {"status":"ok"} once the database answers a query, never stored by a cache', async () => {
    // Idle for longer than the ping's timeout (2 s): nothing says the database answers but a query of its own.
    await new Promise((wait) => setTimeout(wait, 2_100));
    statements.length = 0;
    const response = await probe('/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(statements.some((sql) => /select 1/i.test(sql))).toBe(true);
  });

  it('takes a statement the database has just answered for its answer, asking nothing more', async () => {
    await t.orm.em.getConnection().execute('select 2');
    statements.length = 0;
    const response = await probe('/health/ready');
    expect(response.statusCode).toBe(200);
    expect(statements).toEqual([]);
  });
});

describe('the probes in the log', () => {
  it('leave no request lines however often they are called, even at debug where other requests do', async () => {
    const before = new Set(t.logs.map((line) => line.reqId));
    await probe('/health');
    await probe('/health/ready');
    await t.app.inject({ method: 'GET', url: '/api/auth/admin-exists' });
    const newIds = [...new Set(t.logs.map((line) => line.reqId))].filter(
      (id): id is string => typeof id === 'string' && !before.has(id),
    );
    // Only the ordinary call logged.
    expect(newIds).toHaveLength(1);
    expect(JSON.stringify(linesOf(newIds[0]!))).toContain('/api/auth/admin-exists');
  });
});

describe('the probes in the OpenAPI document', () => {
  it('are listed under the health tag with an operationId and their answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const live = document.paths['/health']?.get;
    const ready = document.paths['/health/ready']?.get;
    expect(live).toMatchObject({ tags: ['health'], operationId: 'getHealth' });
    expect(ready).toMatchObject({ tags: ['health'], operationId: 'getHealthReady' });
    const okSchema = live.responses['200'].content['application/json'].schema;
    expect(okSchema).toMatchObject({ type: 'object', required: ['status'], properties: { status: { enum: ['ok'] } } });
    expect(ready.responses['503'].content['application/json'].schema).toMatchObject({
      properties: { status: { enum: ['unavailable'] } },
    });
  });
});
