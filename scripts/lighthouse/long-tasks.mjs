// `node scripts/lighthouse/long-tasks.mjs trace.json`: the page's main-thread tasks that Lighthouse's
// simulation counts as long (over 50 ms once multiplied by its CPU slowdown of 4), from a trace that
// audit-page.mjs saved (LIGHTHOUSE_TRACE=file), each with what ran in it. Times are the thread's
// own CPU time, not the wall clock: on a machine that others share, the wall clock stretches every
// task, while the CPU time stays close to what a quiet machine measures.
import { readFileSync } from 'node:fs';

const SLOWDOWN = 4;
const LONG_MS = 50;

const file = process.argv[2];
if (!file) throw new Error('Usage: node scripts/lighthouse/long-tasks.mjs trace.json');
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The page's own navigation (SVG pictures make navigations of their own, without an address).
const navigation = events
  .filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  .at(-1);
if (!navigation) throw new Error('The trace holds no navigation of the page (Lighthouse reports NO_NAVSTART then)');
const { pid, ts: start } = navigation;
const mainThreads = new Set(
  events.filter((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain').map((e) => e.tid),
);
const onMain = events.filter((e) => e.pid === pid && mainThreads.has(e.tid) && e.ph === 'X' && e.ts >= start);
const cpuMs = (event) => (event.tdur ?? event.dur ?? 0) / 1000;
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;

/** The named work inside a task, added up by kind (and script address where there is one). */
function composition(task) {
  const parts = new Map();
  for (const event of onMain) {
    if (
      event === task ||
      event.name === 'RunTask' ||
      event.ts < task.ts ||
      event.ts >= task.ts + task.dur ||
      cpuMs(event) < 1
    )
      continue;
    const data = event.args?.data ?? {};
    const script = data.url ? ` ${String(data.url).replace(/^.*\//, '')}` : '';
    const name =
      event.name === 'FunctionCall' ? `FunctionCall ${data.functionName ?? ''}${script}` : `${event.name}${script}`;
    parts.set(name, (parts.get(name) ?? 0) + cpuMs(event));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');
}

const tasks = onMain.filter((e) => e.name === 'RunTask');
const total = tasks.reduce((sum, task) => sum + cpuMs(task), 0);
console.log(
  `Main thread: ${total.toFixed(0)} ms CPU (x${SLOWDOWN}: ${(total * SLOWDOWN).toFixed(0)} ms); FCP at ${fcp ? ((fcp - start) / 1000).toFixed(0) : '-'} ms`,
);
let blocking = 0;
for (const task of tasks.filter((t) => cpuMs(t) * SLOWDOWN > LONG_MS)) {
  const afterFcp = fcp !== undefined && task.ts + task.dur > fcp;
  if (afterFcp) blocking += cpuMs(task) * SLOWDOWN - LONG_MS;
  console.log(
    `  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${cpuMs(task).toFixed(1)} ms CPU, x${SLOWDOWN} ${(cpuMs(task) * SLOWDOWN).toFixed(0)}${afterFcp ? '' : ' (before FCP)'}: ${composition(task)}`,
  );
}
console.log(`Blocking time after FCP, estimated from CPU time: ${blocking.toFixed(0)} ms`);
