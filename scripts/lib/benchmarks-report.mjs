// docs/benchmarks.md holds one section per bench, each rewritten by its own bench.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const reportFile = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/**
 * Replaces the section headed `## <title>` with `section` (which starts with that heading), or
 * appends it; the other sections stay as they are.
 */
export async function writeBenchmarkSection(title, section) {
  const current = await readFile(reportFile, 'utf8').catch(() => '# Benchmarks\n');
  const heading = `## ${title}`;
  const parts = current.split(/^(?=## )/m);
  const at = parts.findIndex((part) => part.split('\n', 1)[0].trim() === heading);
  const [head, ...rest] = at === -1 ? [...parts, section] : parts.with(at, section);
  await writeFile(reportFile, [head.trimEnd() + '\n', ...rest.map((part) => `\n${part.trimEnd()}\n`)].join(''));
}
