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

/** What sitemaps.org allows one file: 50,000 addresses and 50 MiB before compression. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const URLSET_CLOSE = '</urlset>';

/** One page's entry: its address, with its English and Arabic addresses as alternates (Google's xhtml:link extension). */
function urlEntry(origin: string, path: string): string {
  const alternates = PAGE_LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(origin + path, language))}"/>`,
  );
  return `  <url><loc>${escapeXml(origin + path)}</loc>${alternates.join('')}</url>`;
}

const urlset = (entries: readonly string[]) => [XML_DECLARATION, URLSET_OPEN, ...entries, URLSET_CLOSE, ''].join('\n');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The shop's pages as sitemap files (sitemaps.org protocol 0.9), in order, each within the
 * limits: one file for a shop of any usual size, more once its catalogue passes them.
 */
export function sitemapFiles(
  origin: string,
  catalog: SitemapCatalog,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string[] {
  const frame = bytes(urlset([]));
  const files: string[][] = [[]];
  let size = frame;
  for (const entry of sitemapPaths(catalog).map((path) => urlEntry(origin, path))) {
    const entrySize = bytes(entry) + 1;
    const current = files.at(-1)!;
    if (current.length > 0 && (current.length >= limits.urls || size + entrySize > limits.bytes)) {
      files.push([entry]);
      size = frame + entrySize;
    } else {
      current.push(entry);
      size += entrySize;
    }
  }
  return files.map(urlset);
}

/** The address of the n-th sitemap file (from 1) when there are several. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/** The index that names every sitemap file, for /sitemap.xml once there is more than one. */
export function sitemapIndexXml(origin: string, count: number): string {
  const entries = Array.from(
    { length: count },
    (_, index) => `  <sitemap><loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc></sitemap>`,
  );
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * What a crawler gets at /sitemap.xml (`part` undefined) or at /sitemap-{part}.xml: the one
 * sitemap, or the index and its files once there are several; undefined for a part that does
 * not exist (a 404).
 */
export function sitemapDocument(
  origin: string,
  catalog: SitemapCatalog,
  part?: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string | undefined {
  const files = sitemapFiles(origin, catalog, limits);
  if (part === undefined) return files.length === 1 ? files[0] : sitemapIndexXml(origin, files.length);
  return files.length > 1 ? files[part - 1] : undefined;
}
