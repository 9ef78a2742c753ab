import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from '../../storage';
import { imageVariants } from './image-variants';

/** Whether libvips (sharp's native library) is mapped into this process. */
const libvipsLoaded = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips');

/** A 1x1 PNG written without sharp, so nothing but the code under test loads it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM40+ECAAO8AZlvZ031AAAAAElFTkSuQmCC',
  'base64',
);

const dir = await mkdtemp(join(tmpdir(), 'crumb-sharp-'));
const storage = createDiskStorage(dir);
afterAll(() => rm(dir, { recursive: true, force: true }));
const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

// sharp maps libvips and starts its caches (about 10 MB resident): a shop with nothing to
// resize, the demo shop at every start, never needs it.
describe.runIf(process.platform === 'linux')('sharp', () => {
  it('is not loaded by a start-up pass that finds nothing to resize, and is once an image needs it', async () => {
    expect(libvipsLoaded(), 'libvips was loaded before the test: it cannot tell').toBe(false);
    await mkdir(join(dir, 'demo'));
    await writeFile(join(dir, 'demo', 'cake.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    expect(await imageVariants.backfill(storage, log)).toEqual({ created: 0, total: 0 });
    expect(await imageVariants.describe(storage, '/uploads/demo/cake.svg')).toBeNull();
    expect(libvipsLoaded()).toBe(false);

    await writeFile(join(dir, `${'a'.repeat(32)}.png`), onePixelPng);
    expect(await imageVariants.backfill(storage, log)).toEqual({ created: 1, total: 1 });
    expect(libvipsLoaded()).toBe(true);
  });
});
