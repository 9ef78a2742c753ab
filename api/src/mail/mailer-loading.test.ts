import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

/** Counts the loads of nodemailer: the real module, seen as it is imported. */
const imports = vi.hoisted(() => ({ nodemailer: 0 }));
vi.mock('nodemailer', async (importOriginal) => {
  imports.nodemailer += 1;
  return importOriginal();
});
const nodemailerLoaded = () => imports.nodemailer > 0;

const outboxDir = await mkdtemp(join(tmpdir(), 'crumb-outbox-'));
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

// A server that sends no mail for hours keeps nodemailer (1.4 MB resident) out of memory.
describe('the mailer', () => {
  it('loads nodemailer with its first message, not before', async () => {
    expect(nodemailerLoaded(), 'nodemailer was loaded before the test: it cannot tell').toBe(false);
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@example.com', outboxDir });
    expect(nodemailerLoaded()).toBe(false);

    await mailer.send({ to: 'owner@example.com', subject: 'Test', text: 'Hello' });
    expect(nodemailerLoaded()).toBe(true);
    expect(await readdir(outboxDir)).toHaveLength(1);
    mailer.close();
  });
});
