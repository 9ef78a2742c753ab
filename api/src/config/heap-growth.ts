import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what is still alive before it collects it: 30%.
 *
 * Left to itself V8 grows a small heap by a factor of up to four between two full collections.
 * Under load nearly everything a request allocates outlives the 2 MB young generation (a
 * request waits for the database for tens of milliseconds, an order allocates about 1 MB on
 * its way through the ORM and the embedded database's wire protocol), so the old generation
 * filled with garbage up to some 250 MB over 75 MB alive: 2,000 orders took the server to
 * 485-529 MB on the embedded database (Node 20 and 24), and on Node 20 it stayed there once
 * idle, as V8's memory reducer did not run. Collected at 1.3 times the live heap, the same load
 * peaks near 300 MB and the server comes back to its idle size, for about a tenth more CPU
 * (docs/benchmarks.md, Memory). The flag is read at every collection, so setting it here, first
 * thing, holds however the server is started (npm start, the Docker image, node api/dist/main.js),
 * unless the command line sets the growth itself.
 */
export const HEAP_GROWING_PERCENT = 30;

/** Whether whoever started the process chose the growth themselves (`node --heap-growing-percent=0` is V8's own). */
function growthChosenAtStart(): boolean {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return given.some((flag) => /^--heap[-_]growing[-_]percent=/.test(flag));
}

export function collectGarbageSooner(): void {
  // An operator's own choice wins; the benchmark starts the server with V8's default this way,
  // to show what the setting costs beside what it saves (docs/benchmarks.md).
  if (growthChosenAtStart()) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
