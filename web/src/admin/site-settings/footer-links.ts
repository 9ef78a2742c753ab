/** Why a footer link line cannot be read as 'Link Text|/url'. */
export type FooterLinkFault = 'separator' | 'text' | 'url';

export interface FooterLinkProblem {
  /** Counted from 1, as the owner counts the lines they typed. */
  line: number;
  fault: FooterLinkFault;
}

/**
 * footer_links (docs/product.md#owner-texts): one link per line as 'text|path'. The Arabic links are lines of the same
 * form with Arabic text, read by this same check.
 *
 * Why the Footer page edits them as a second text area beside the English one, rather than as
 * rows of one address with a label per language: the Footer page has Footer Links as a 4-row text area
 * of such lines, and the API stores each language's lines as written (the Arabic falling back
 * to the English only when empty). Rows sharing one address would have to pair the lines of the
 * two languages, which the stored texts do not promise (an owner may list fewer links in one
 * language, or order them differently), and saving them would rewrite what was written. Two text
 * areas keep both lists as the owner wrote them, in the form they already know. Blank lines are skipped; every other
 * line needs a '|' with text before it and an address after it (the first '|' splits them).
 */
export function footerLinkProblems(links: string): FooterLinkProblem[] {
  return links.split(/\r?\n/).flatMap((content, index): FooterLinkProblem[] => {
    if (!content.trim()) return [];
    const line = index + 1;
    const separator = content.indexOf('|');
    if (separator < 0) return [{ line, fault: 'separator' }];
    if (!content.slice(0, separator).trim()) return [{ line, fault: 'text' }];
    if (!content.slice(separator + 1).trim()) return [{ line, fault: 'url' }];
    return [];
  });
}
