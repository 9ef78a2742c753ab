import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeOpenapiDocument } from '../../test/openapi-document';
import { useTempDir } from '../../test/use-temp-dir';
import { useTestApp } from '../../test/use-test-app';

const run = promisify(execFile);
const t = useTestApp({ seed: false });
const dir = useTempDir('crumb-openapi-lint-');

interface OpenapiDocument {
  security?: unknown[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
}

/** `redocly lint` with the checked-in redocly.yaml (recommended ruleset, a few rules off with reasons). */
async function lint(documentPath: string): Promise<LintReport> {
  const cli = join(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const args = [cli, 'lint', documentPath, '--config', join(REPO_ROOT, 'redocly.yaml'), '--format=json'];
  // It exits 1 when it finds errors; the JSON report on stdout says what they are either way.
  const { stdout } = await run(process.execPath, args, {
    cwd: dir.path,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it("passes redocly's recommended lint with no error and no warning", async () => {
    const report = await lint(await writeOpenapiDocument(t.app, dir.path));
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('keeps the published operation names, and every REST call says who may call it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenapiDocument>();
    const restOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([, item]) => Object.values(item));
    // Generated clients call these by name: renaming one breaks integrators' code.
    expect(restOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        'listProducts',
        'getProduct',
        'createProduct',
        'deleteProduct',
        'createOrder',
        'listOrders',
        'updateVoucher',
        'login',
      ]),
    );
    // Stated on each call, not inherited from the document's public default.
    expect(restOperations.filter((operation) => !Array.isArray(operation.security))).toEqual([]);
  });

  it('fails the lint when an operation loses its operationId or its security', async () => {
    // The check itself must be able to fail: the same document with one operation stripped.
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenapiDocument>();
    delete document.security;
    delete document.paths['/api/products']!.get!.operationId;
    delete document.paths['/api/products']!.get!.security;
    const broken = join(dir.path, 'broken.json');
    await writeFile(broken, JSON.stringify(document));
    const report = await lint(broken);
    expect(report.problems.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['operation-operationId', 'security-defined']),
    );
    expect(report.totals.errors).toBeGreaterThan(0);
  });
});
