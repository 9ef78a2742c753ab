import { describe, expect, it } from 'vitest';
import { footerLinkProblems } from './footer-links';

describe("footer links read one 'Link Text|/url' per line", () => {
  it('accepts well-formed lines and skips blank ones', () => {
    expect(footerLinkProblems('About Us|/about\n\n  \nShop | /products\n')).toEqual([]);
  });

  it('accepts an empty list', () => {
    expect(footerLinkProblems('')).toEqual([]);
  });

  it('names each faulty line by its number, counting blank lines', () => {
    expect(footerLinkProblems('About Us /about\n\n|/products\nCart|  \r\nHome|/')).toEqual([
      { line: 1, fault: 'separator' },
      { line: 3, fault: 'text' },
      { line: 4, fault: 'url' },
    ]);
  });

  it('splits at the first |, so an address may hold one', () => {
    expect(footerLinkProblems('Search|/products?q=a|b')).toEqual([]);
  });
});
