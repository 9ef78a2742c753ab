import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferedLogDestination } from './log-destination';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crumb-log-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const lines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

describe('the log destination', () => {
  it('holds a few lines back, then writes them within about a second', async () => {
    const file = join(dir, 'quiet.log');
    const logger = pino(bufferedLogDestination(file));
    logger.info('first');
    logger.info('second');
    await new Promise((wait) => setTimeout(wait, 50));
    expect(await lines(file)).toEqual([]);
    await expect.poll(() => lines(file), { timeout: 3000, interval: 100 }).toHaveLength(2);
    expect((await lines(file)).map((line) => JSON.parse(line).msg)).toEqual(['first', 'second']);
  });

  it("writes a busy server's lines in full, in order", async () => {
    const file = join(dir, 'busy.log');
    const logger = pino(bufferedLogDestination(file));
    for (let i = 0; i < 500; i += 1) logger.info({ i }, 'request completed');
    await expect.poll(() => lines(file), { timeout: 3000, interval: 100 }).toHaveLength(500);
    expect((await lines(file)).map((line) => JSON.parse(line).i)).toEqual([...Array(500).keys()]);
  });
});
