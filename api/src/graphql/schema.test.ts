import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printCrumbSchema } from './print-schema';
import { buildCrumbSchema } from '../shop';
import { SCHEMA_FILE } from './schema';

describe('schema/schema.graphql', () => {
  it('is the schema the server builds (run `npm run codegen` after changing a resolver or entity)', async () => {
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    expect(checkedIn).toBe(printCrumbSchema(await buildCrumbSchema()));
  });
});
