/**
 * React 19 renders a component tree's <title>, <meta> and <link> elements first, ahead of the
 * tree, meaning them for <head>. Splits them off so the server can put them there; the browser
 * then finds and keeps them when it hydrates.
 */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

export function splitHoistedTags(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
