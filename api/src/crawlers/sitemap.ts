/**
 * The storefront pages worth indexing (docs/product.md#storefront-screens); cart, checkout and
 * confirmation are per visitor.
 */
export const STOREFRONT_PATHS = ['/', '/products', '/about'] as const;

/** The languages a page is offered in, each at its address with `?lang=` (the pages' own hreflang links). */
const PAGE_LANGUAGES = ['en', 'ar'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** What the sitemap lists beyond the fixed pages: each category's products and each product's page. */
export interface SitemapCatalog {
  categoryIds: readonly string[];
  productIds: readonly string[];
}

/** The storefront's paths: its pages, the products page filtered by each category, then each product's page. */
export function sitemapPaths({ categoryIds, productIds }: SitemapCatalog): string[] {
  return [
    ...STOREFRONT_PATHS,
    ...categoryIds.map((id) => `/products?category=${encodeURIComponent(id)}`),
    ...productIds.map((id) => `/products/${encodeURIComponent(id)}`),
  ];
}

/** The page's address in a language: its own query with `lang` set. */
function inLanguage(address: string, language: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) listing those pages at the shop's origin, each with
 * its English and Arabic addresses as alternates (Google's xhtml:link extension).
 */
export function sitemapXml(origin: string, catalog: SitemapCatalog): string {
  const urls = sitemapPaths(catalog).map((path) => {
    const alternates = PAGE_LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(origin + path, language))}"/>`,
    );
    return `  <url><loc>${escapeXml(origin + path)}</loc>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
