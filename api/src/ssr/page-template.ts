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
  const shell = indexHtml.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  const [beforeHead, afterHeadOpen] = splitOnce(shell.replace(/<html[^>]*>/, '<html>'), /<head[^>]*>/);
  const [headRest, body] = splitOnce(afterHeadOpen, /<\/head>/);
  const [bodyStart, bodyEnd] = splitOnce(body, ROOT_ELEMENT);
  const bootScript = `<script>${themeBootScript}</script>`;

  return ({ language, head, preloads, html, dataScript }) =>
    beforeHead.replace('<html>', `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`) +
    `<head>${headRest}${bootScript}${head}${preloads}</head>` +
    `${bodyStart}<div id="root">${html}</div>${dataScript}${bodyEnd}`;
}

function splitOnce(text: string, separator: string | RegExp): [string, string] {
  const match = typeof separator === 'string' ? { index: text.indexOf(separator), 0: separator } : separator.exec(text);
  if (!match || match.index < 0) throw new Error(`index.html has no ${String(separator)}`);
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}
