import type { Language } from './server-entry';

export interface PageParts {
  language: Language;
  /** Tags for <head>: title, description, canonical, alternates, Open Graph, styles. */
  head: string;
  /** `<link rel="modulepreload">` tags of the page's chunks. */
  preloads: string;
  /** The rendered app, placed inside the root element. */
  html: string;
  /** The hydration data, placed after the root element. */
  dataScript: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Turns the built index.html (Vite's: the entry script, its preloads, the icons) into the frame
 * of a rendered page: the language and direction on <html> from the first byte, the theme
 * script in <head> (it runs before anything is painted), the page's own head tags instead of
 * the shell's title and description, and the app inside the root element.
 */
export function compilePageTemplate(indexHtml: string, themeBootScript: string): (parts: PageParts) => string {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) {
    throw new Error(`index.html has no ${ROOT_ELEMENT} or no </head>`);
  }
  // The shell's title and description are for the back office and the dev server; pages bring their own.
  const shell = lowerScriptPriority(
    indexHtml.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, ''),
  );
  const [beforeHead, afterHeadOpen] = splitOnce(shell.replace(/<html[^>]*>/, '<html>'), /<head[^>]*>/);
  const [headRest, body] = splitOnce(afterHeadOpen, /<\/head>/);
  const [bodyStart, bodyEnd] = splitOnce(body, ROOT_ELEMENT);
  const bootScript = `<script>${themeBootScript}</script>`;

  return ({ language, head, preloads, html, dataScript }) =>
    beforeHead.replace('<html>', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`) +
    `<head>${headRest}${bootScript}${head}${preloads}</head>` +
    `${bodyStart}<div id="root">${html}</div>${dataScript}${bodyEnd}`;
}

/**
 * A rendered page is read before any script runs: its scripts only make it interactive. Fetched
 * at low priority, they leave the first paint and the hero image the bandwidth of a slow phone
 * connection (the back office's shell, which shows nothing without them, keeps the default).
 */
function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

function splitOnce(text: string, separator: string | RegExp): [string, string] {
  const match = typeof separator === 'string' ? { index: text.indexOf(separator), 0: separator } : separator.exec(text);
  if (!match || match.index < 0) throw new Error(`index.html has no ${String(separator)}`);
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}
