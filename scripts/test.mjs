// `npm test`: the linter and the formatter's check (`npm run lint`), type checks, a fresh build of the web client and the server bundle (the
// end-to-end and cluster tests drive the compiled server serving it), then the api, web, e2e and cluster (deploy/test:
// faults under load behind Caddy, skipped without PostgreSQL, Redis and Caddy) test projects one after another, so two
// cores are not shared between suites. Ends with one line: 'N passed, N failed', after how long each step took.
// The type checks keep what they learnt in node_modules/.cache/tsc, as ESLint and Prettier keep theirs: a second
// run on the same tree (CI's second database pass) checks only what changed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const projects = process.argv.slice(2).length ? process.argv.slice(2) : ['api', 'web', 'e2e', 'cluster'];

const firstLine = (messages) => (messages[0] ?? '').split('\n')[0].slice(0, 300);

const steps = [];
async function step(name, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    steps.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  }
}
const typeCheck = (project) =>
  run(
    'npx',
    [
      'tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      join(root, 'node_modules', '.cache', 'tsc', `${project}.tsbuildinfo`),
    ],
    { cwd: root },
  );

// ESLint and Prettier key every cached result on the Node version that ran them (besides their
// own version, the configuration and the file's content), so a run on another Node finds the
// whole cache void and lints the tree from scratch. CI's second pass runs on another Node than
// its first, over the same tree: LINT_NODE_DIR, a folder holding the first pass's `node`, lints
// it there too, where the tree is found unchanged. The rules' verdicts do not depend on the Node
// that runs them.
const lintEnv = process.env.LINT_NODE_DIR
  ? { ...process.env, PATH: `${process.env.LINT_NODE_DIR}${delimiter}${process.env.PATH}` }
  : process.env;
await step('lint', () => run('npm', ['run', 'lint', '--silent'], { cwd: root, env: lintEnv }));
await step('type checks', async () => {
  for (const project of ['api', 'web', 'e2e']) await typeCheck(project);
});
// TEST_BUILT_TREE=1 says the web client and the server bundle in the tree were built from this
// very tree by an earlier run (CI's second pass, after its first): building them again would
// give the same files. Without it, the build is always fresh: an older one may hold code that a
// change has since removed, and its sources' times alone cannot tell.
const wantsBuild = projects.includes('e2e') || projects.includes('cluster');
if (wantsBuild && process.env.TEST_BUILT_TREE === '1')
  console.log('Using the build of this tree made by the earlier pass.');
else if (wantsBuild) await step('build', () => run('npm', ['run', 'build', '--silent'], { cwd: root }));

const reports = await mkdtemp(join(tmpdir(), 'crumb-test-report-'));
let passed = 0;
let failed = 0;
let failedRuns = 0;
const failures = [];
for (const project of projects) {
  const report = join(reports, `${project}.json`);
  const status = await step(project, () =>
    // `api*`: the api tests that need a process of their own are a project beside them.
    run(
      vitest,
      ['run', '--project', `${project}*`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      {
        cwd: root,
        check: false,
      },
    ),
  );
  if (status !== 0) failedRuns += 1;
  try {
    const result = JSON.parse(await readFile(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    for (const file of result.testResults) {
      const where = `${project}: ${relative(root, file.name)}`;
      const failedTests = file.assertionResults.filter(({ status }) => status === 'failed');
      for (const test of failedTests)
        failures.push(`${where} > ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
      // A file that failed before any test ran (an import or a hook threw) has only its own message.
      if (file.status === 'failed' && !failedTests.length) failures.push(`${where}\n    ${firstLine([file.message])}`);
    }
  } catch {
    console.error(`The ${project} tests wrote no report.`);
  }
}
await rm(reports, { recursive: true, force: true });
// The failing tests again at the very end, where a CI log cut to its last lines still shows them.
if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\nTook: ${steps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 || passed === 0 ? 1 : 0);
