/** Writes schema/schema.graphql from the code-first schema: `npm run schema --workspace api`. */
import { writeFile } from 'node:fs/promises';
import { printCrumbSchema } from './graphql/print-schema';
import { SCHEMA_FILE } from './graphql/schema';
import { buildCrumbSchema } from './shop';

await writeFile(SCHEMA_FILE, printCrumbSchema(await buildCrumbSchema()));
console.log(`Wrote ${SCHEMA_FILE}`);
