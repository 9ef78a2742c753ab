// `npm test`: the linter and the formatter's check (`npm run lint`), type checks, a fresh build of the web client and the server bundle (the
// end-to-end tests drive the compiled server serving it), then the api, web and e2e test projects one after another, so two
// cores are not shared between suites. Ends with one line: 'N passed, N failed'.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const projects = process.argv.slice(2).length ? process.argv.slice(2) : ['api', 'web', 'e2e'];

await run('npm', ['run', 'lint', '--silent'], { cwd: root });
await run('npx', ['tsc', '-p', 'api'], { cwd: root });
await run('npx', ['tsc', '-p', 'web'], { cwd: root });
await run('npx', ['tsc', '-p', 'e2e'], { cwd: root });
if (projects.includes('e2e')) await run('npm', ['run', 'build', '--silent'], { cwd: root });

const reports = await mkdtemp(join(tmpdir(), 'crumb-test-report-'));
let passed = 0;
let failed = 0;
let failedRuns = 0;
for (const project of projects) {
  const report = join(reports, `${project}.json`);
  const status = await run(
    vitest,
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, check: false },
  );
  if (status !== 0) failedRuns += 1;
  try {
    const result = JSON.parse(await readFile(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  } catch {
    console.error(`The ${project} tests wrote no report.`);
  }
}
await rm(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 || passed === 0 ? 1 : 0);
