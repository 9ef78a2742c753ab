/** The storefront pages worth indexing (SPEC §2); cart, checkout and confirmation are per visitor. */
export const STOREFRONT_PATHS = ['/', '/products', '/about'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The storefront's paths: its pages, then the products page filtered by each category. */
export function sitemapPaths(categoryIds: readonly string[]): string[] {
  return [...STOREFRONT_PATHS, ...categoryIds.map((id) => `/products?category=${encodeURIComponent(id)}`)];
}

/** sitemap.xml (sitemaps.org protocol 0.9) listing those pages at the shop's origin. */
export function sitemapXml(origin: string, categoryIds: readonly string[]): string {
  const urls = sitemapPaths(categoryIds).map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
