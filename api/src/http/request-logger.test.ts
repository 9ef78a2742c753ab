import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneLinePerRequest } from './request-log';
import { RequestLogger, requestLoggerFactory } from './request-logger';

// A request's logger writes as pino's child would, and makes that child only for a line written.

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function loggedApp(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: requestLoggerFactory,
    logController: new OneLinePerRequest(),
  });
  apps.push(app);
  return { app, lines };
}

describe('the request logger', () => {
  it('writes lines bound to the request id at the levels the logger keeps', async () => {
    const { app, lines } = loggedApp('info');
    app.get('/', (request) => {
      request.log.debug('left out');
      request.log.info({ answer: 42 }, 'kept');
      request.log.error(new Error('broke'), 'failed');
      return { ok: true };
    });
    await app.inject('/');
    expect(lines.map((line) => line.msg)).toEqual(['kept', 'failed']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', answer: 42, level: 30 });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', level: 50, err: { message: 'broke' } });
  });

  it('follows a route’s own log level', async () => {
    const { app, lines } = loggedApp('info');
    app.get('/quiet', { logLevel: 'warn' }, (request) => {
      request.log.info('left out');
      request.log.warn('kept');
      return { ok: true };
    });
    await app.inject('/quiet');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });

  it('makes pino’s child only when a line is written', () => {
    const parent = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const child = vi.spyOn(parent, 'child');
    const logger = new RequestLogger(parent, { reqId: 'req-7' }, {});
    logger.debug('left out');
    expect(logger.level).toBe('info');
    expect(logger.isLevelEnabled('debug')).toBe(false);
    expect(child).not.toHaveBeenCalled();
    logger.warn('written');
    logger.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'req-7' }, {});
  });
});
