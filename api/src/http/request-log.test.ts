import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ seed: false });

const linesOf = (reqId: unknown) => t.logs.filter((line) => line.reqId === reqId);

describe('request logging', () => {
  it('writes one info line per request, when it completes, with the method, URL, status and time', async () => {
    await t.app.inject({ method: 'GET', url: '/api/categories?probe=1' });
    const line = t.logs.findLast((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/categories?probe=1');
    expect(line).toMatchObject({
      level: 30,
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
    expect(t.logs.findLast((entry) => entry.msg === 'request completed')).toMatchObject({ req: { url: '/api/no-such-call' }, res: { statusCode: 404 } });
  });
});
