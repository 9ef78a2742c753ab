#!/usr/bin/env node
// Measures what the storefront downloads and writes it under '## Storefront bundle' in
// docs/benchmarks.md, leaving the rest of the file as it is. Run by `npm run build` after the
// browser and server builds; it fails the build when the initial JavaScript exceeds its budget,
// when a first page needs more than its script requests, or when the back office's code is part
// of what a storefront page loads.
//
// Sizes are gzip at zlib's default level, in kB of 1000 bytes: the numbers Vite prints.
// "Initial" is what index.html makes every visitor fetch: the entry script and the chunks it
// imports statically. A server-rendered page asks for its own chunks as well (its script loader):
// the page's module, and the frame around it (the phone bars or the desktop bar, and the
// footer); "first page" rows count all of it, as the browser fetches it before it hydrates.
// Everything else is fetched on demand; for each lazily loaded module the table gives what it
// adds beyond the initial download.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const MAX_FIRST_PAGE_SCRIPTS = 6;
const SECTION = '## Storefront bundle';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const reportFile = resolve(webRoot, '..', 'docs', 'benchmarks.md');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// Lazily loaded source files and the manifest key of the chunk holding each (build/storefront-build.plugin.ts).
const lazyModules = JSON.parse(readFileSync(join(dist, '.vite', 'lazy-modules.json'), 'utf8'));
// The same lists the server asks for (src/entry-server.tsx).
const { storefrontModules } = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;
const sizeOf = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const keyOf = (module) => lazyModules[module] ?? module;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
const initialKb = sizeOf(initial);

/** What a server-rendered first page loads: the initial files, its page and its frame. */
function firstPage(page, viewport) {
  const files = new Set(initial);
  for (const module of [page, ...storefrontModules.frames[viewport]]) staticClosure(keyOf(module), files);
  return files;
}
const firstPages = storefrontModules.pages.flatMap((page) =>
  ['phone', 'desktop'].map((viewport) => {
    const files = firstPage(page, viewport);
    return { page, viewport, files, kb: sizeOf(files) };
  }),
);
const tooManyScripts = firstPages.filter((row) => row.files.size > MAX_FIRST_PAGE_SCRIPTS);

const lazyKeys = [...new Set(Object.values(lazyModules))];
const lazyRows = lazyKeys
  .map((key) => {
    const extra = [...staticClosure(key)].filter((file) => !initial.has(file));
    const modules = Object.keys(lazyModules).filter((module) => lazyModules[module] === key);
    return {
      name: modules.length === 1 && modules[0] === key ? key : `${key} (${modules.join(', ')})`,
      kb: sizeOf(extra),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// The back office's own chunks (those no storefront module shares) must not be in what a storefront page loads.
const adminFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/admin/'))
    .map(([, chunk]) => chunk.file),
);
for (const [module, key] of Object.entries(lazyModules))
  if (module.startsWith('src/admin/')) adminFiles.add(manifest[key].file);
const storefrontFiles = new Set(firstPages.flatMap((row) => [...row.files]));
const adminInStorefront = [...adminFiles].filter((file) => storefrontFiles.has(file));
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
  `| **initial JavaScript** (index.html: entry and its static imports; budget ${BUDGET_KB} kB) | **${kb(initialKb)}** |`,
  ...[...initial].sort().map((file) => `| &nbsp;&nbsp;${file} | ${kb(gzipKb(file))} |`),
  '',
  'A server-rendered first page: the initial JavaScript plus the chunks the server lists for it',
  `(asked for by its script loader once the page is shown: the page, the phone bars or the desktop bar, the footer). At most ${MAX_FIRST_PAGE_SCRIPTS} script requests.`,
  '',
  '| first page | screen | script requests | gzip kB |',
  '| --- | --- | ---: | ---: |',
  ...firstPages.map((row) => `| ${row.page} | ${row.viewport} | ${row.files.size} | ${kb(row.kb)} |`),
  '',
  'Fetched on demand, each row what the chunk adds to the initial download (shared chunks count',
  'in every row that needs them); the back office is fetched only under /admin.',
  '',
  '| lazily loaded chunk (modules) | adds gzip kB |',
  '| --- | ---: |',
  ...lazyRows.map((row) => `| ${row.name} | ${kb(row.kb)} |`),
  '',
  `Budget: ${withinBudget ? 'within' : 'EXCEEDED'}. Most script requests of a first page: ${Math.max(...firstPages.map((row) => row.files.size))}. Back office code in a storefront page's download: ${adminInStorefront.length ? adminInStorefront.join(', ') : 'none'}.`,
  '',
].join('\n');

// A build outside the repository (the Docker image has no docs/) only prints the figures.
const current = existsSync(dirname(reportFile))
  ? existsSync(reportFile)
    ? readFileSync(reportFile, 'utf8')
    : '# Benchmarks\n'
  : undefined;
if (current !== undefined) writeFileSync(reportFile, withSection(current, section));

/** The report with its storefront section replaced (or appended), everything else as it was. */
function withSection(report, newSection) {
  const start = report.indexOf(`\n${SECTION}\n`);
  if (start === -1) return `${report.trimEnd()}\n\n${newSection}`;
  const after = report.indexOf('\n## ', start + SECTION.length + 1);
  return `${report.slice(0, start + 1)}${newSection}${after === -1 ? '' : `\n${report.slice(after + 1)}`}`;
}

console.log(
  `Storefront initial JavaScript: ${kb(initialKb)} kB gzip (budget ${BUDGET_KB} kB); first pages ${kb(Math.min(...firstPages.map((row) => row.kb)))}-${kb(Math.max(...firstPages.map((row) => row.kb)))} kB` +
    (current === undefined ? '' : '; written to docs/benchmarks.md'),
);
if (!withinBudget) {
  console.error(`The storefront's initial JavaScript exceeds its ${BUDGET_KB} kB budget.`);
  process.exitCode = 1;
}
for (const row of tooManyScripts) {
  console.error(
    `${row.page} on a ${row.viewport} needs ${row.files.size} script requests (at most ${MAX_FIRST_PAGE_SCRIPTS}).`,
  );
  process.exitCode = 1;
}
if (adminInStorefront.length) {
  console.error(`Back office code is in a storefront page's download: ${adminInStorefront.join(', ')}`);
  process.exitCode = 1;
}
