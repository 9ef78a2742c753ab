/** Why a footer link line cannot be read as 'Link Text|/url'. */
export type FooterLinkFault = 'separator' | 'text' | 'url';

export interface FooterLinkProblem {
  /** Counted from 1, as the owner counts the lines they typed. */
  line: number;
  fault: FooterLinkFault;
}

/**
 * SPEC §3 footer_links: one link per line as 'text|path'. Blank lines are skipped; every other
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
