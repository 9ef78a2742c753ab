import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminHeaders } from '../../test/admin-session';
import { postGraphql } from '../../test/graphql-request';
import { unlessLockedElsewhere } from '../database/advisory-lock';
import type { StoredBackup } from './backup-folder';
import { BackupSchedule } from './backup-schedule';

/**
 * The automatic backups: one whenever the newest archive is an interval old, the newest few
 * kept, one instance at a time, and a failure tried again later rather than at once.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent: FastifyBaseLogger = pino({ level: 'silent' });

/** Backups that only count: the folder's newest is the last one taken (or `newestAt`). */
function countingBackups(newestAt: Date | null = null, fail = false) {
  const taken: Date[] = [];
  let newest: StoredBackup | null = newestAt && { name: 'given', size: 1, createdAt: newestAt };
  return {
    taken,
    backups: {
      async newest() {
        return newest;
      },
      async take() {
        taken.push(new Date());
        if (fail) throw new Error('disk full');
        newest = { name: `backup-${taken.length}`, size: 1, createdAt: new Date() };
        return newest;
      },
    },
  };
}

const runs = async (run: () => Promise<void>) => {
  await run();
  return true;
};

describe('the schedule', () => {
  // The schedule's clock and timers, moved on by the tests: what it does at each moment is exact.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  it('takes a backup shortly after start when none is fresh, then one every interval', async () => {
    const { taken, backups } = countingBackups();
    const schedule = new BackupSchedule({ backups, intervalMs: 400, firstDelayMs: 50, exclusively: runs, log: silent });
    const started = Date.now();
    schedule.start();
    await wait(49);
    expect(taken).toHaveLength(0);
    await wait(1);
    expect(taken.map((at) => at.getTime() - started)).toEqual([50]);
    await wait(1000);
    expect(taken.map((at) => at.getTime() - started)).toEqual([50, 450, 850]);
    await schedule.stop();
    await wait(1000);
    expect(taken, 'none after stop').toHaveLength(3);
  });

  it('waits an interval after a backup taken by hand (or a restart finding a fresh one)', async () => {
    const { taken, backups } = countingBackups(new Date());
    const schedule = new BackupSchedule({ backups, intervalMs: 600, firstDelayMs: 10, exclusively: runs, log: silent });
    schedule.start();
    await wait(599);
    expect(taken).toHaveLength(0);
    await wait(1);
    await schedule.stop();
    expect(taken).toHaveLength(1);
  });

  it('takes none while another instance holds the schedule, and looks again a minute later', async () => {
    const { taken, backups } = countingBackups();
    let asked = 0;
    const schedule = new BackupSchedule({
      backups,
      intervalMs: 3_600_000,
      firstDelayMs: 10,
      exclusively: async () => {
        asked += 1;
        return false;
      },
      log: silent,
    });
    schedule.start();
    await wait(59_000);
    expect(asked).toBe(1);
    await wait(2_000);
    expect(asked).toBe(2);
    await schedule.stop();
    expect(taken).toHaveLength(0);
  });

  it('tries a failed backup again a quarter of an hour later (or an interval, if shorter), not at once', async () => {
    const { taken, backups } = countingBackups(null, true);
    const errors: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    const schedule = new BackupSchedule({ backups, intervalMs: 3_600_000, firstDelayMs: 10, exclusively: runs, log });
    schedule.start();
    await wait(10);
    expect(taken).toHaveLength(1);
    await wait(15 * 60_000 - 1);
    expect(taken).toHaveLength(1);
    await wait(1);
    expect(taken).toHaveLength(2);
    await schedule.stop();
    expect(errors.join('')).toContain('The automatic backup failed: it is tried again later');
    expect(errors.join('')).toContain('disk full');
  });
});

describe.runIf(process.env.DATABASE_URL)('instances sharing a PostgreSQL', () => {
  it('run the backup one at a time: the others skip it while one holds the lock', async () => {
    const url = process.env.DATABASE_URL!;
    const key = 0x7465737401;
    let release = () => {};
    const holding = unlessLockedElsewhere(url, key, () => new Promise<void>((done) => (release = done)));
    await sleep(200);
    let ran = false;
    expect(await unlessLockedElsewhere(url, key, async () => void (ran = true))).toBe(false);
    expect(ran).toBe(false);
    release();
    expect(await holding).toBe(true);
    expect(await unlessLockedElsewhere(url, key, async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
  });
});

describe('a server with automatic backups every second or so, keeping 2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_INTERVAL_HOURS: String(1.2 / 3600), BACKUP_KEEP: '2' } });
  });
  afterAll(() => t?.close());

  it('takes them by itself and keeps the newest 2', { timeout: 30_000 }, async () => {
    const tookOne = () => t.logs.filter((line) => line.msg === 'Took the automatic backup').length;
    for (let waited = 0; tookOne() < 3 && waited < 20_000; waited += 100) await sleep(100);
    expect(tookOne()).toBeGreaterThanOrEqual(3);
    const kept = (await readdir(join(t.config.dataDir, 'backups'))).filter((name) => name.endsWith('.tar.gz'));
    const taken = t.logs
      .filter((line) => line.msg === 'Took the automatic backup')
      .map((line) => line.backup as string)
      .slice(-2);
    // A fourth may be under way; the last two finished are the ones kept, or the last and the newest.
    expect(kept.filter((name) => !name.startsWith('.'))).toHaveLength(2);
    expect(kept).toContain(taken[1]);

    const body = (
      await postGraphql(
        t,
        '{ automaticBackups { everyHours keep nextAt } backups { createdAt } }',
        {},
        await adminHeaders(t),
      )
    ).json();
    expect(body.data.automaticBackups.keep).toBe(2);
    expect(body.data.automaticBackups.everyHours).toBeCloseTo(1.2 / 3600, 8);
    // Due an interval after a kept backup (the newest, or a newer one under way).
    const oldestKept = Math.min(
      ...body.data.backups.map((backup: { createdAt: string }) => Date.parse(backup.createdAt)),
    );
    expect(Date.parse(body.data.automaticBackups.nextAt)).toBeGreaterThanOrEqual(oldestKept + 1200);
  });
});
