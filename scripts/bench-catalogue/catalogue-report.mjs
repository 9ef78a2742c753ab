// The '## Large catalogue' section of docs/benchmarks.md, from one run's figures.
import { cpus, totalmem } from 'node:os';
import { lighthouseTools } from '../lighthouse/lighthouse-runs.mjs';
import { TARGETS } from './catalogue-calls.mjs';

export const SECTION_TITLE = 'Large catalogue';
/** Lighthouse's performance score a page must reach. */
export const LIGHTHOUSE_TARGET = 95;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => value.toFixed(1);
const seconds = (value) => (value === null ? '-' : (value / 1000).toFixed(2));

function targetText(target) {
  if (!target) return '-';
  return [target.bytes && `< ${kb(target.bytes)}`, target.ms && `< ${target.ms} ms`].filter(Boolean).join(', ');
}

const verdict = (met) => (met === undefined ? '-' : met ? 'yes' : '**no**');

/** The client shells among a call's answers, when there were any. */
const shellNote = (row) => (row.shells ? `; the client shell in ${row.shells} of ${row.samples} answers` : '');

/** A table row of a measured call (catalogue-calls.mjs). */
export function callRow(row) {
  return `| ${row.name} | ${kb(row.bytes)} | ${row.brotliBytes === undefined ? '-' : kb(row.brotliBytes)} | ${row.products}${shellNote(row)} | ${ms(row.afterWrite.median)} (${ms(row.afterWrite.slowest)}) | ${ms(row.repeated.median)} (${ms(row.repeated.slowest)}) | ${targetText(row.target)} | ${verdict(row.met)} |`;
}

/** A table row of a page's Lighthouse runs (catalogue-lighthouse.mjs). */
export function lighthouseRow({ path, scores, median }) {
  return `| ${path} | ${median.performance} (${scores.join(', ')}) | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ${(median.lcpElement ?? '-').replace(/\|/g, '/')} | ${Math.round(median.tbtMs)} | ${median.cls.toFixed(3)} | ${verdict(median.performance >= LIGHTHOUSE_TARGET)} |`;
}

const BACK_OFFICE_CALL = 'Back office: /admin/products opened cold, to its first rows';

/** The back office's products list as a row of the calls' table (back-office-first-screen.mjs). */
export function backOfficeRow(backOffice) {
  return `| ${BACK_OFFICE_CALL} | - | - | ${backOffice.countLine} | ${ms(backOffice.median)} (${ms(backOffice.slowest)}) | - | < ${TARGETS.backOffice.ms} ms | ${verdict(backOffice.median < TARGETS.backOffice.ms)} |`;
}

/** What missed its target, in a line each; empty when all met theirs. */
export function missedTargets({ rows, backOffice, lighthouse }) {
  return [
    ...rows
      .filter((row) => row.met === false)
      .map((row) => `${row.name}: ${kb(row.bytes)}, ${ms(row.afterWrite.median)} ms`),
    ...(backOffice.median < TARGETS.backOffice.ms ? [] : [`${BACK_OFFICE_CALL}: ${ms(backOffice.median)} ms`]),
    ...(lighthouse?.results ?? [])
      .filter(({ median }) => median.performance < LIGHTHOUSE_TARGET)
      .map(({ path, median }) => `Lighthouse ${path}: ${median.performance}`),
  ];
}

export function catalogueSection({ run, seeded, rows, backOffice, pageQuery, lighthouse, lighthouseRuns, load }) {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;
  const lighthousePart = lighthouse
    ? `${lighthouseTools(lighthouse.node)}, mobile with its default simulated throttling, Debian's Chromium headless on the same
machine; ${lighthouseRuns === 1 ? 'one run' : `${lighthouseRuns} runs`} a page, each after one visit that leaves the page rendered; the run with the median performance
score shown (all scores in brackets).${lighthouse.results.some((page) => page.failed.length) ? ` Failed runs (scored 0): ${lighthouse.results.flatMap((page) => page.failed.map((error) => `${page.path} ${error}`)).join(', ')}.` : ''}

| page | performance | FCP s | LCP s | LCP element | TBT ms | CLS | 95 or more |
| --- | --- | ---: | ---: | --- | ---: | ---: | --- |
${lighthouse.results.map(lighthouseRow).join('\n')}`
    : 'Lighthouse was not run (`--no-lighthouse`).';
  const missed = missedTargets({ rows, backOffice, lighthouse });
  return `## ${SECTION_TITLE}

Written by \`npm run bench:catalogue\` (scripts/bench-catalogue.mjs) on ${new Date().toISOString().slice(0, 10)}; the whole run took ${Math.round(run.seconds / 60)} min.
Machine: ${machine}, shared with whatever else ran: load average ${load.before.toFixed(1)} before the run, ${load.measuring.toFixed(1)} when the timings
began, ${load.after.toFixed(1)} after the run. Node ${process.version}; ${run.database}.

A new shop (the demo bakery) filled through the REST API as the owner's back office does (POST /api/products) to
${seeded.total.toLocaleString('en')} products in English and Arabic (cakes, kunafa trays, baking mixes, sweets, gift boxes, seasonal; ${seeded.categories} categories),
${seeded.pictured} of the new ones with a picture (the demo artwork uploaded as 960x720 JPEG; the server makes the smaller copies), in
${Math.round(seeded.seconds)} s; then the compiled server (api/dist/main.js) started again on that data. Each call is sent alone over loopback
(one kept-alive connection), ${run.runs} times after 2 warm-up rounds: "after a write" right after an owner's write (it drops the read cache
and the rendered pages: what the first visitor after a change, or after the caches' one minute, waits), "repeated" the same
call straight after. Times are to the last byte, the median with the slowest in brackets. Pages are asked for as a phone
(Lighthouse's mobile user agent), in English; "bytes" is the answer before compression, "br" as brotli (what a browser
downloads). "products": the product cards in a page (distinct links to a product), or the items on a page of the matching total.
A page the server cannot render within its time limit goes out as the client shell, for the browser to render: such answers are
counted ("the client shell in N of M answers", after a write and repeated) and the sizes are a rendered page's.
The GraphQL calls ask for each product what the storefront's catalogue asks (${pageQuery}).
The back office's row: Debian's Chromium headless in a 1280x800 window and a new profile each time (nothing cached),
signed in as the owner, opening /admin/products; the time from the navigation's start until the list's count and its first
row's Edit button are there (noted by the page itself, a MutationObserver), ${run.runs} times.

| call | bytes | br | products | after a write, ms | repeated, ms | target | met |
| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.map(callRow).join('\n')}
${backOfficeRow(backOffice)}

${lighthousePart}

Targets: \`/products\` (with or without a search) under ${kb(TARGETS.page.bytes)} of HTML before compression and answered in under
${TARGETS.page.ms} ms after a write; a search (GraphQL productPage with q, GET /api/products with q) under ${TARGETS.search.ms} ms; the back office's
products list on screen in under ${TARGETS.backOffice.ms} ms; Lighthouse performance ${LIGHTHOUSE_TARGET} or more on both pages. ${missed.length ? `Missed: ${missed.join('; ')}.` : 'All met.'}
`;
}
