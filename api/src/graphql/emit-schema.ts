/** Writes schema/schema.graphql from the code-first schema: `npm run schema --workspace api`. */
import { writeFile } from 'node:fs/promises';
import { buildCrumbSchema, SCHEMA_FILE } from './schema';
import { printCrumbSchema } from './print-schema';

await writeFile(SCHEMA_FILE, printCrumbSchema(await buildCrumbSchema()));
console.log(`Wrote ${SCHEMA_FILE}`);
