import { afterEach, describe, expect, it } from 'vitest';
import { accountHeaders } from '../../../test/admin-session';
import { useTestApp } from '../../../test/use-test-app';
import type { PeerAnnouncementListener, PeerAnnouncements } from '../../cache-sync';
import { AdminRole } from '../../graphql/admin-role';
import { signAdminToken, verifyAdminToken } from '../admin-token';
import { Admin } from '../admin.entity';
import { RevokedToken } from '../revoked-token.entity';
import { SESSION_ENDINGS_TOPIC, SessionEndings, type SessionEndReason, type WatchedSession } from './session-endings';

const t = useTestApp({ seed: false });

/** The channel between instances, played by the test: what this instance said, and news it hears. */
function fakePeers() {
  const listeners = new Map<string, PeerAnnouncementListener>();
  const said: Array<[string, string | undefined]> = [];
  const peers: PeerAnnouncements = {
    announce: (topic, news) => said.push([topic, news]),
    onPeerAnnouncement: (topic, listener) => listeners.set(topic, listener),
  };
  return { peers, said, hear: (news: string | undefined) => listeners.get(SESSION_ENDINGS_TOPIC)!(news) };
}

const started: SessionEndings[] = [];
afterEach(() => {
  for (const endings of started.splice(0)) endings.close();
});

function sessionEndings(checkEveryMs = 60_000) {
  const channel = fakePeers();
  const endings = new SessionEndings(t.orm, channel.peers, t.app.log, checkEveryMs);
  started.push(endings);
  return { endings, ...channel };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const session = (id: number, tokenId: string): WatchedSession => ({
  id,
  tokenId,
  issuedAt: Math.floor(Date.now() / 1000),
  expiresAt: inAnHour(),
});

/** Watches `watched` and records how each ended. */
function watchAll(endings: SessionEndings, watched: WatchedSession[]) {
  const ended = new Map<string, SessionEndReason>();
  const stops = watched.map((one) => endings.watch(one, (reason) => ended.set(one.tokenId, reason)));
  return { ended, stops };
}

async function until(ready: () => boolean, ms = 2000): Promise<void> {
  const from = Date.now();
  while (!ready()) {
    if (Date.now() - from > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A signed-in session of a new staff account, as the authenticator would answer it. */
async function signedIn(email: string): Promise<WatchedSession> {
  const { headers } = await accountHeaders(t, email, AdminRole.staff);
  const claims = verifyAdminToken(t.app, headers.authorization.slice('Bearer '.length))!;
  return { id: claims.adminId, tokenId: claims.tokenId, issuedAt: claims.issuedAt, expiresAt: claims.expiresAt };
}

describe('SessionEndings', () => {
  it('ends the watches another instance names: a signed-out token, or an account but the session it keeps', async () => {
    const { endings, hear } = sessionEndings();
    const { ended } = watchAll(endings, [session(1, 'a'), session(1, 'b'), session(1, 'c'), session(2, 'd')]);
    hear(JSON.stringify({ tokenIds: ['a'] }));
    expect([...ended]).toEqual([['a', 'signed-out']]);
    hear(JSON.stringify({ adminId: 1, keep: 'c' }));
    expect([...ended]).toEqual([
      ['a', 'signed-out'],
      ['b', 'ended'],
    ]);
    hear('not json');
    hear(JSON.stringify({ adminId: 'x' }));
    expect(ended.size).toBe(2);
  });

  it('ends its own watches at once and tells the other instances what ended', () => {
    const { endings, said } = sessionEndings();
    const { ended } = watchAll(endings, [session(1, 'a'), session(1, 'b'), session(3, 'e')]);
    endings.tokensSignedOut(['a']);
    endings.accountSessionsEnded(3);
    expect([...ended]).toEqual([
      ['a', 'signed-out'],
      ['e', 'ended'],
    ]);
    expect(said).toEqual([
      [SESSION_ENDINGS_TOPIC, '{"tokenIds":["a"]}'],
      [SESSION_ENDINGS_TOPIC, '{"adminId":3}'],
    ]);
  });

  it('never tells a watch that was stopped, and tells each watch once', () => {
    const { endings } = sessionEndings();
    const told: SessionEndReason[] = [];
    const stop = endings.watch(session(1, 'a'), (reason) => told.push(reason));
    const kept = endings.watch(session(1, 'b'), (reason) => told.push(reason));
    stop();
    endings.tokensSignedOut(['a']);
    endings.accountSessionsEnded(1);
    endings.accountSessionsEnded(1);
    kept();
    expect(told).toEqual(['ended']);
  });

  it("ends a watch at its token's expiry", async () => {
    const { endings } = sessionEndings();
    const soon = { ...session(1, 'a'), expiresAt: Date.now() / 1000 + 0.2 };
    const { ended } = watchAll(endings, [soon, session(1, 'b')]);
    expect(ended.size).toBe(0);
    await until(() => ended.size > 0, 1000);
    expect([...ended]).toEqual([['a', 'expired']]);
  });

  it('after the channel reconnects (news may have been lost), checks every watched token and ends the refused ones', async () => {
    const { endings, hear } = sessionEndings();
    const signedOut = await signedIn('signed-out@crumb.test');
    const disabled = await signedIn('disabled@crumb.test');
    const removed = await signedIn('removed@crumb.test');
    const stillIn = await signedIn('still-in@crumb.test');
    // Issued before sessions were recorded (no row), then the account's sessions ended.
    const older = await signedIn('older@crumb.test');
    const olderToken = verifyAdminToken(t.app, signAdminToken(t.app, older.id))!;
    const unrecorded = {
      id: older.id,
      tokenId: olderToken.tokenId,
      issuedAt: olderToken.issuedAt - 5,
      expiresAt: olderToken.expiresAt,
    };

    const em = t.orm.em.fork();
    em.create(RevokedToken, { jti: signedOut.tokenId, expiresAt: new Date(signedOut.expiresAt * 1000) });
    await em.flush();
    await em.nativeUpdate(Admin, { id: disabled.id }, { disabled: true });
    await em.nativeDelete(Admin, { id: removed.id });
    await em.nativeUpdate(Admin, { id: older.id }, { sessionsEndedAt: new Date() });

    const { ended } = watchAll(endings, [signedOut, disabled, removed, stillIn, older, unrecorded]);
    hear(undefined);
    await until(() => ended.size >= 4);
    await endings.settled();
    expect(Object.fromEntries(ended)).toEqual({
      [signedOut.tokenId]: 'ended',
      [disabled.tokenId]: 'ended',
      [removed.tokenId]: 'ended',
      [unrecorded.tokenId]: 'ended',
    });
  });

  it('checks the watched tokens every so often, for news that never came', async () => {
    const { endings } = sessionEndings(100);
    const watched = await signedIn('swept@crumb.test');
    const { ended } = watchAll(endings, [watched]);
    const em = t.orm.em.fork();
    em.create(RevokedToken, { jti: watched.tokenId, expiresAt: new Date(watched.expiresAt * 1000) });
    await em.flush();
    await until(() => ended.size > 0, 1000);
    expect(ended.get(watched.tokenId)).toBe('ended');
  });
});
