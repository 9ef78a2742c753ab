import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Reviewed pictures of the key screens, kept in the repository (e2e/baselines), and the check
 * that a screen still looks like its picture. `npm run baselines:accept` writes new ones from
 * the current build: look at each changed picture before committing it.
 */

const here = import.meta.dirname;
export const BASELINES_DIR = resolve(here, '..', 'baselines');
/** Where a failed comparison leaves the screen as taken and the difference (not committed). */
export const DIFFS_DIR = resolve(here, '..', '.baseline-diffs');

/** Set by `npm run baselines:accept`: the screens taken become the baselines. */
const accepting = process.env.ACCEPT_BASELINES === '1';

/** How far a pixel's colour may move before it counts as changed (pixelmatch's YIQ distance, 0 to 1). */
const PIXEL_THRESHOLD = 0.1;
/** How many changed pixels a screen may have: anti-aliasing noise, never a moved or missing element. */
const MAX_CHANGED_SHARE = 0.001;

/** A page made still for a picture: no caret, no animation or transition, no smooth scrolling. */
export const STILL_PAGE_CSS = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

export interface BaselineOptions {
  /** Parts whose content changes from run to run (a time, an order number), painted over. */
  mask?: Locator[];
}

export interface BaselineResult {
  /** Null when the screen matches its baseline, or was accepted as the new one. */
  problem: string | null;
}

async function readPng(path: string): Promise<PNG> {
  return PNG.sync.read(await readFile(path));
}

/** Takes the first screen of the page and compares it with `name`'s baseline. */
export async function compareWithBaseline(
  page: Page,
  name: string,
  options: BaselineOptions = {},
): Promise<BaselineResult> {
  await page.addStyleTag({ content: STILL_PAGE_CSS });
  // Fonts and pictures settled: the picture is of what a person sees once the page is there.
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: options.mask,
    maskColor: '#ff00ff',
  });
  const baselinePath = join(BASELINES_DIR, `${name}.png`);
  if (accepting) {
    await mkdir(dirname(baselinePath), { recursive: true });
    await writeFile(baselinePath, shot);
    return { problem: null };
  }
  if (!existsSync(baselinePath))
    return { problem: `${name}: no baseline; run npm run baselines:accept and review e2e/baselines/${name}.png` };

  const expected = await readPng(baselinePath);
  const actual = PNG.sync.read(shot);
  const diffPath = join(DIFFS_DIR, `${name}.diff.png`);
  const actualPath = join(DIFFS_DIR, `${name}.actual.png`);
  const keepEvidence = async (diff?: PNG) => {
    await mkdir(DIFFS_DIR, { recursive: true });
    await writeFile(actualPath, shot);
    if (diff) await writeFile(diffPath, PNG.sync.write(diff));
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await keepEvidence();
    return {
      problem: `${name}: ${actual.width}x${actual.height}, the baseline is ${expected.width}x${expected.height} (see ${actualPath})`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = changed / (actual.width * actual.height);
  if (share <= MAX_CHANGED_SHARE) return { problem: null };
  await keepEvidence(diff);
  return {
    problem: `${name}: ${changed} pixels (${(share * 100).toFixed(2)} %) differ from the baseline (see ${diffPath})`,
  };
}
