import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability, isDatabaseUnavailableError } from './database-availability';

function errorWith(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['a refused connection', errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a reset connection', errorWith('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a connection that timed out', errorWith('connect ETIMEDOUT 10.0.0.5:5432', { code: 'ETIMEDOUT' })],
    [
      'every address of the host refusing (Node 20)',
      new AggregateError([errorWith('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], ''),
    ],
    [
      'the server shutting down (57P01)',
      errorWith('terminating connection due to administrator command', { code: '57P01' }),
    ],
    [
      'the server ending the session (FATAL 57P01, as pg reports it)',
      errorWith('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
    ],
    [
      'too many connections, refused by the server (FATAL 53300)',
      errorWith('sorry, too many clients already', { code: '53300', severity: 'FATAL' }),
    ],
    ['the server starting up (57P03)', errorWith('the database system is starting up', { code: '57P03' })],
    ['too many connections (53300)', errorWith('sorry, too many clients already', { code: '53300' })],
    ['a connection failure (08006)', errorWith('connection failure', { code: '08006' })],
    ['the socket closing under a query, as knex words it', errorWith('BEGIN; - Connection terminated unexpectedly')],
    ['pg giving up connecting', errorWith('timeout exceeded when trying to connect')],
    [
      'a pool with no connection to give',
      Object.assign(errorWith('Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ],
    ["MikroORM's ConnectionException", new ConnectionException(errorWith('lost'))],
    [
      'any of these inside a GraphQL error',
      new GraphQLError('wrapped', { originalError: errorWith('x', { code: 'ECONNREFUSED' }) }),
    ],
    ['any of these as a cause', new Error('outer', { cause: errorWith('x', { code: '57P01' }) })],
  ])('knows %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      new UniqueConstraintViolationException(
        errorWith('duplicate key value violates unique constraint', { code: '23505' }),
      ),
    ],
    ['a missing table', errorWith('relation "product" does not exist', { code: '42P01' })],
    ['a syntax error', errorWith('syntax error at or near "selec"', { code: '42601' })],
    [
      'a protocol error on a live connection (ERROR 08P01)',
      errorWith('invalid message format', { code: '08P01', severity: 'ERROR' }),
    ],
    [
      'a text the database cannot hold (ERROR 22P05)',
      errorWith('unsupported Unicode escape sequence', { code: '22P05', severity: 'ERROR' }),
    ],
    [
      'a connection-class error the server answered without ending the session',
      new GraphQLError('wrapped', { originalError: errorWith('x', { code: '08006', severity: 'ERROR' }) }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a dead transaction on its own (may be a bug)',
      errorWith('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
    ['no error at all', 'ECONNREFUSED'],
  ])('is not fooled by %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});

function tracker(ping: () => Promise<unknown>, options: { timeoutMs?: number; recheckMs?: number } = {}) {
  const log = { warn: vi.fn(), info: vi.fn() };
  const availability = new DatabaseAvailability({ ping, log: log as never, timeoutMs: 50, recheckMs: 20, ...options });
  return { availability, log };
}

describe('DatabaseAvailability', () => {
  it('logs an outage once when it starts and once when it ends, noticing the end by itself', async () => {
    let up = true;
    const { availability, log } = tracker(() =>
      up ? Promise.resolve() : Promise.reject(errorWith('connect ECONNREFUSED', { code: 'ECONNREFUSED' })),
    );
    up = false;
    for (let i = 0; i < 50; i++)
      availability.reportFailure(errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }));
    expect(availability.available).toBe(false);
    expect(log.warn.mock.calls).toEqual([['database unreachable: connect ECONNREFUSED 127.0.0.1:5432']]);
    expect(await availability.check()).toBe(false);

    up = true;
    await vi.waitFor(() => expect(availability.available).toBe(true));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toMatch(/^database reachable again/);
    availability.close();
  });

  it('counts a database that does not answer within the timeout as unreachable', async () => {
    const { availability, log } = tracker(() => new Promise(() => undefined), { recheckMs: 60_000 });
    expect(await availability.check()).toBe(false);
    expect(log.warn.mock.calls).toEqual([['database unreachable: no answer within 50 ms']]);
    availability.close();
  });

  it('asks the database once for many simultaneous checks', async () => {
    const ping = vi.fn(() => Promise.resolve());
    const { availability } = tracker(ping);
    expect(await Promise.all([availability.check(), availability.check(), availability.check()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('takes a statement answered within the timeout for an answer, so a busy pool is not an outage', async () => {
    const ping = vi.fn(() => new Promise(() => undefined));
    const { availability } = tracker(ping, { timeoutMs: 200, recheckMs: 60_000 });
    availability.reportAnswer();
    expect(await availability.check()).toBe(true);
    expect(ping).not.toHaveBeenCalled();

    // Too long ago: the ping decides, and here it never answers.
    await new Promise((wait) => setTimeout(wait, 250));
    expect(await availability.check()).toBe(false);
    // An outage on: a late answer of a statement sent before it does not end it; the recheck ping does.
    availability.reportAnswer();
    expect(await availability.check()).toBe(false);
    availability.close();
  });

  it('explains a dead transaction by the outage only while one is on', () => {
    const { availability } = tracker(() => new Promise(() => undefined), { recheckMs: 60_000 });
    const dead = errorWith('Transaction query already complete, run with DEBUG=knex:tx for more info');
    expect(availability.explains(dead)).toBe(false);
    availability.reportFailure(errorWith('Connection terminated unexpectedly'));
    expect(availability.explains(dead)).toBe(true);
    availability.close();
  });
});
