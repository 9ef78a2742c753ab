import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ seed: false, env: { LOG_LEVEL: 'debug' } });
const quiet = useTestApp({ seed: false });

const linesOf = (reqId: unknown) => t.logs.filter((line) => line.reqId === reqId);

describe('request logging', () => {
  it('writes one debug line per request, when it completes, with the method, URL, status and time', async () => {
    await t.app.inject({ method: 'GET', url: '/api/categories?probe=1' });
    const line = t.logs.findLast(
      (entry) => (entry.req as { url?: string } | undefined)?.url === '/api/categories?probe=1',
    );
    expect(line).toMatchObject({
      level: 20,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/categories?probe=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(linesOf(line!.reqId)).toHaveLength(1);
    expect(t.logs.some((entry) => entry.msg === 'incoming request')).toBe(false);
  });

  it('logs refused and unknown calls too', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(t.logs.findLast((entry) => entry.msg === 'request completed')).toMatchObject({
      req: { url: '/api/no-such-call' },
      res: { statusCode: 404 },
    });
  });

  it('writes no line per request at the default level, info', async () => {
    await quiet.app.inject({ method: 'GET', url: '/api/categories' });
    expect(quiet.logs.filter((entry) => entry.msg === 'request completed' || entry.msg === 'incoming request')).toEqual(
      [],
    );
  });

  it('logs a request that failed while answering at error, with the request', async () => {
    const { OneLinePerRequest } = await import('./request-log');
    const lines: Array<[string, Record<string, unknown>]> = [];
    const log = {
      error: (fields: Record<string, unknown>) => lines.push(['error', fields]),
      debug: (fields: Record<string, unknown>) => lines.push(['debug', fields]),
    };
    const request = { url: '/api/products' } as never;
    new OneLinePerRequest().requestCompleted(new Error('socket hang up'), request, { log, elapsedTime: 3 } as never);
    expect(lines).toEqual([
      ['error', expect.objectContaining({ req: request, err: expect.any(Error), responseTime: 3 })],
    ]);
  });
});
