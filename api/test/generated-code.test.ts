import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..', '..');

describe('generated GraphQL code', () => {
  it('is what codegen.yml makes from the checked-in schema and operations (run `npm run codegen`)', async () => {
    const config = parse(await readFile(resolve(root, 'codegen.yml'), 'utf8')) as CodegenConfig;
    // Codegen finds local plugins from the working folder, as `npm run codegen` runs it.
    process.chdir(root);
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = await readFile(resolve(root, output.filename), 'utf8');
      expect(onDisk, `${output.filename} is stale`).toBe(output.content);
    }
  });
});
