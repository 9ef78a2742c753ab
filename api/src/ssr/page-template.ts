import { PAGE_SCRIPT_LOADER, pageScriptsData } from './page-script-loader';
import type { Language } from './server-entry';

export interface PageParts {
  language: Language;
  /** Tags for <head>: title, description, canonical, alternates, Open Graph, styles. */
  head: string;
  /** The addresses of the page's own chunks, beyond the entry's. */
  chunks: readonly string[];
  /** The rendered app, placed inside the root element. */
  html: string;
  /** The hydration data, placed after the root element. */
  dataScript: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const ENTRY_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Turns the built index.html (Vite's: the entry script, its preloads, the icons) into the frame
 * of a rendered page: the language and direction on <html> from the first byte, the theme
 * script in <head> (it runs before anything is painted), the page's own head tags instead of
 * the shell's title and description, and the app inside the root element. The shell's script
 * tags give way to the page script loader (page-script-loader.ts), which asks for the entry,
 * its chunks and the page's own once the page has been painted.
 */
export function compilePageTemplate(indexHtml: string, themeBootScript: string): (parts: PageParts) => string {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) {
    throw new Error(`index.html has no ${ROOT_ELEMENT} or no </head>`);
  }
  const entry = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entry.length !== 1) throw new Error(`index.html has ${entry.length} module scripts, not one entry`);
  const entryChunks = [...indexHtml.matchAll(ENTRY_PRELOAD)].map((match) => match[1]!);
  // The shell's title and description are for the back office and the dev server; pages bring their own.
  const shell = indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOAD, '');
  const [beforeHead, afterHeadOpen] = splitOnce(shell.replace(/<html[^>]*>/, '<html>'), /<head[^>]*>/);
  const [headRest, body] = splitOnce(afterHeadOpen, /<\/head>/);
  const [bodyStart, bodyEnd] = splitOnce(body, ROOT_ELEMENT);
  const bootScript = `<script>${themeBootScript}</script>`;
  const loader = `<script>${PAGE_SCRIPT_LOADER}</script>`;

  return ({ language, head, chunks, html, dataScript }) =>
    beforeHead.replace('<html>', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`) +
    `<head>${headRest}${bootScript}${head}</head>` +
    `${bodyStart}<div id="root">${html}</div>${dataScript}` +
    `${pageScriptsData([...new Set([...entry, ...entryChunks, ...chunks])])}${loader}${bodyEnd}`;
}

function splitOnce(text: string, separator: string | RegExp): [string, string] {
  const match = typeof separator === 'string' ? { index: text.indexOf(separator), 0: separator } : separator.exec(text);
  if (!match || match.index < 0) throw new Error(`index.html has no ${String(separator)}`);
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}
