import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeOpenapiDocument } from '../../test/openapi-document';
import { useTempDir } from '../../test/use-temp-dir';
import { useTestApp } from '../../test/use-test-app';

const run = promisify(execFile);
const t = useTestApp({ seed: false });
const dir = useTempDir('crumb-openapi-client-');

const FIXTURE = join(REPO_ROOT, 'api', 'src', 'rest', 'openapi-client.fixture.ts');
const BLOB = ts.factory.createTypeReferenceNode('Blob');

/** The document's types as an integrator generates them, file fields (`format: binary`) as Blob. */
async function generateTypes(documentPath: string): Promise<string> {
  const document = JSON.parse(await readFile(documentPath, 'utf8')) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const path = join(dir.path, 'crumb-api.ts');
  await writeFile(path, astToString(ast));
  return path;
}

describe('a typed client generated from /api/openapi.json', () => {
  it("type-checks an integrator's calls of every kind (list, get, JSON create, admin, multipart, delete) and refuses wrong ones", async () => {
    await generateTypes(await writeOpenapiDocument(t.app, dir.path));
    const tsconfig = {
      extends: join(REPO_ROOT, 'tsconfig.json'),
      compilerOptions: { lib: ['ES2023', 'DOM'], types: [], paths: { 'crumb-rest-api': ['./crumb-api.ts'] } },
      files: [FIXTURE],
    };
    await writeFile(join(dir.path, 'tsconfig.json'), JSON.stringify(tsconfig));

    const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', join(dir.path, 'tsconfig.json'), '--pretty', 'false']).then(
      () => ({ code: 0, output: '' }),
      (error: Error & { code?: number; stdout?: string }) => ({
        code: error.code ?? 1,
        output: error.stdout ?? String(error),
      }),
    );
    // Type errors, or an unused @ts-expect-error (a wrong call the types no longer refuse).
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});
