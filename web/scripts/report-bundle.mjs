#!/usr/bin/env node
// Measures what the storefront downloads and writes it under '## Storefront bundle' in
// docs/benchmarks.md, leaving the rest of the file as it is. Run by `npm run build` after
// `vite build`; it fails the build when the initial JavaScript exceeds its budget or when the
// back office's code is part of it.
//
// Sizes are gzip at zlib's default level, in kB of 1000 bytes: the numbers Vite prints.
// "Initial" is what index.html makes every visitor fetch: the entry script and the chunks it
// imports statically (Vite preloads them). Everything else is fetched on demand; for each lazily
// loaded module the table gives what it adds beyond the initial download.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const ADMIN_ENTRY = 'src/admin/admin-app.tsx';
const SECTION = '## Storefront bundle';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const reportFile = resolve(webRoot, '..', 'docs', 'benchmarks.md');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;
const sizeOf = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
const initialKb = sizeOf(initial);

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const lazyRows = lazyKeys
  .map((key) => {
    const extra = [...staticClosure(key)].filter((file) => !initial.has(file));
    return { name: key, kb: sizeOf(extra) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Initial download plus what the given lazy modules need: a first screen as a device fetches it. */
function firstScreenKb(keys) {
  const files = new Set(initial);
  for (const key of keys) staticClosure(key, files);
  return sizeOf(files);
}
const phoneFirstScreenKb = firstScreenKb(['src/layout/mobile-top-bar.tsx', 'src/layout/mobile-bottom-bar.tsx', 'src/home/home-page.tsx']);
const desktopFirstScreenKb = firstScreenKb(['src/layout/site-header.tsx', 'src/home/home-page.tsx']);

// The back office's own chunks (those no storefront module shares) must not be in the initial download.
const adminInInitial = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/admin/'))
  .map(([, chunk]) => chunk.file)
  .filter((file) => initial.has(file));
const withinBudget = initialKb <= BUDGET_KB;

const kb = (value) => value.toFixed(2);
const section = [
  SECTION,
  '',
  // No date: the section changes only when the sizes do, so a rebuild leaves the file as it was.
  'Written by `npm run build` (web/scripts/report-bundle.mjs) after each build of the web client.',
  'gzip at the default level, kB of 1000 bytes (as Vite prints them).',
  '',
  '| download | gzip kB |',
  '| --- | ---: |',
  `| **initial JavaScript** (index.html: entry and preloaded chunks; budget ${BUDGET_KB} kB) | **${kb(initialKb)}** |`,
  ...[...initial].sort().map((file) => `| &nbsp;&nbsp;${file} | ${kb(gzipKb(file))} |`),
  `| home page on a phone: initial, both mobile bars and the page | ${kb(phoneFirstScreenKb)} |`,
  `| home page on a desktop: initial, the desktop bar and the page | ${kb(desktopFirstScreenKb)} |`,
  '',
  'Fetched on demand, each row what the module adds to the initial download (shared chunks count',
  'in every row that needs them). A phone fetches the two mobile bars with its first page, a wider',
  'screen the desktop bar; the back office is fetched only under /admin.',
  '',
  '| lazily loaded module | adds gzip kB |',
  '| --- | ---: |',
  ...lazyRows.map((row) => `| ${row.name} | ${kb(row.kb)} |`),
  '',
  `Budget: ${withinBudget ? 'within' : 'EXCEEDED'}. Back office code in the initial download: ${adminInInitial.length ? adminInInitial.join(', ') : 'none'}.`,
  '',
].join('\n');

// A build outside the repository (the Docker image has no docs/) only prints the figures.
const current = existsSync(dirname(reportFile)) ? (existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Benchmarks\n') : undefined;
if (current !== undefined) writeFileSync(reportFile, withSection(current, section));

/** The report with its storefront section replaced (or appended), everything else as it was. */
function withSection(report, newSection) {
  const start = report.indexOf(`\n${SECTION}\n`);
  if (start === -1) return `${report.trimEnd()}\n\n${newSection}`;
  const after = report.indexOf('\n## ', start + SECTION.length + 1);
  return `${report.slice(0, start + 1)}${newSection}${after === -1 ? '' : `\n${report.slice(after + 1)}`}`;
}

console.log(
  `Storefront initial JavaScript: ${kb(initialKb)} kB gzip (budget ${BUDGET_KB} kB)` +
    (current === undefined ? '' : '; written to docs/benchmarks.md'),
);
if (!withinBudget) {
  console.error(`The storefront's initial JavaScript exceeds its ${BUDGET_KB} kB budget.`);
  process.exitCode = 1;
}
if (adminInInitial.length) {
  console.error(`Back office code is in the storefront's initial download: ${adminInInitial.join(', ')}`);
  process.exitCode = 1;
}
