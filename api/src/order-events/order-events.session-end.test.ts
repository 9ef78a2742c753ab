import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHeaders, adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { verifyAdminToken } from '../auth/admin-token';
import { recordSession } from '../auth/sessions/sessions.service';
import { AdminRole } from '../graphql/admin-role';
import { openEventStream, type OpenEventStream } from './order-events-testing';

/**
 * The live orders stream ends the moment its session does, with a last `session.expired` event
 * saying why: the promise is within a second, where it used to wait for the next heartbeat.
 */
const AT_ONCE_MS = 1000;

const t = useTestApp({ admin: true, seed: false });
let base: string;
const streams: OpenEventStream[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

const tokenOf = (headers: { authorization: string }) => headers.authorization.replace(/^Bearer /, '');

async function follow(headers: { authorization: string }): Promise<OpenEventStream> {
  const stream = await openEventStream(base, tokenOf(headers));
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** Runs `act`, then expects the stream's last event to say `reason` and the stream to end, both within a second. */
async function expectEndedBy(stream: OpenEventStream, reason: string, act: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await act();
  const events = await stream.waitFor(1, AT_ONCE_MS);
  await stream.ended(AT_ONCE_MS);
  expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
  expect(events.map(({ type, data }) => ({ type, data }))).toEqual([{ type: 'session.expired', data: { reason } }]);
}

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });

describe('the live orders stream ends with its session', () => {
  it('at logout', async () => {
    const headers = await adminHeaders(t);
    const stream = await follow(headers);
    await expectEndedBy(stream, 'signed-out', () => request('POST', '/api/auth/logout', headers));
  });

  it('when another device signs this session out', async () => {
    const headers = await adminHeaders(t);
    const stream = await follow(headers);
    const elsewhere = await adminHeaders(t);
    const list = await request('GET', '/api/auth/sessions', headers);
    const { id } = list.json<Array<{ id: number; current: boolean }>>().find(({ current }) => current)!;
    await expectEndedBy(stream, 'signed-out', async () => {
      const response = await request('DELETE', `/api/auth/sessions/${id}`, elsewhere);
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  it('when the owner disables the account, and when it is removed', async () => {
    const { id, headers } = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    const stream = await follow(headers);
    await expectEndedBy(stream, 'ended', async () => {
      const response = await request('PATCH', `/api/staff/${id}`, t.admin, { disabled: true });
      expect(response.statusCode, response.body).toBe(200);
    });

    const other = await accountHeaders(t, 'cashier@crumb.test', AdminRole.staff);
    const removed = await follow(other.headers);
    await expectEndedBy(removed, 'ended', async () => {
      const response = await request('DELETE', `/api/staff/${other.id}`, t.admin);
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  it("signing out everywhere else ends the other devices' streams and keeps this one's", async () => {
    const here = await adminHeaders(t);
    const there = await adminHeaders(t);
    const mine = await follow(here);
    const theirs = await follow(there);
    await expectEndedBy(theirs, 'ended', () => request('POST', '/api/auth/sessions/sign-out-others', here));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.events).toEqual([]);
    await expectEndedBy(mine, 'ended', () => request('POST', '/api/auth/sessions/sign-out-all', here));
  });

  it("at the token's expiry", async () => {
    const ownerId = (await request('GET', '/api/auth/verify', await adminHeaders(t))).json().admin.id as number;
    const shortLived = t.app.jwt.sign({ sub: String(ownerId), jti: randomUUID() }, { expiresIn: 2 });
    const claims = verifyAdminToken(t.app, shortLived)!;
    expect(await recordSession(t.orm.em.fork(), claims, { userAgent: undefined, address: undefined })).toBe(true);
    const stream = await follow({ authorization: `Bearer ${shortLived}` });
    await stream.waitFor(1, 3000);
    await stream.ended(AT_ONCE_MS);
    expect(stream.events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'session.expired', data: { reason: 'expired' } },
    ]);
  });
});
