import { describe, expect, it } from 'vitest';
import { sitemapDocument, sitemapFiles, SITEMAP_LIMITS, type SitemapCatalog } from './sitemap';

const ORIGIN = 'https://shop.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
const catalog = (products: number): SitemapCatalog => ({
  categoryIds: ['1', '2'],
  productIds: Array.from({ length: products }, (_, index) => String(index + 1)),
});
/** Every address the shop's sitemap names: 3 pages, 2 categories, then the products. */
const allLocs = (products: number) => [
  `${ORIGIN}/`,
  `${ORIGIN}/products`,
  `${ORIGIN}/about`,
  `${ORIGIN}/products?category=1`,
  `${ORIGIN}/products?category=2`,
  ...catalog(products).productIds.map((id) => `${ORIGIN}/products/${id}`),
];

describe('the sitemap of a large catalogue', () => {
  it('is one file within sitemaps.org limits for any usual shop (2,000 products)', () => {
    const files = sitemapFiles(ORIGIN, catalog(2_000));
    expect(files).toHaveLength(1);
    expect(locs(files[0]!)).toEqual(allLocs(2_000));
    expect(Buffer.byteLength(files[0]!)).toBeLessThan(SITEMAP_LIMITS.bytes);
  });

  it('splits into files of at most the allowed number of addresses, in order, none lost', () => {
    const files = sitemapFiles(ORIGIN, catalog(20), { urls: 10, bytes: SITEMAP_LIMITS.bytes });
    expect(files.map((file) => locs(file).length)).toEqual([10, 10, 5]);
    expect(files.flatMap(locs)).toEqual(allLocs(20));
    for (const file of files) expect(file).toMatch(/^<\?xml [^\n]*\n<urlset [^\n]*>\n[\s\S]*<\/urlset>\n$/);
  });

  it('splits by size too, each file under the byte limit', () => {
    const bytes = 2_000;
    const files = sitemapFiles(ORIGIN, catalog(30), { urls: SITEMAP_LIMITS.urls, bytes });
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(bytes);
    expect(files.flatMap(locs)).toEqual(allLocs(30));
  });

  it('answers /sitemap.xml with an index naming each file once there are several, and each file at its address', () => {
    const limits = { urls: 10, bytes: SITEMAP_LIMITS.bytes };
    const index = sitemapDocument(ORIGIN, catalog(20), undefined, limits)!;
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(index)).toEqual([1, 2, 3].map((part) => `${ORIGIN}/sitemap-${part}.xml`));
    expect(locs(sitemapDocument(ORIGIN, catalog(20), 3, limits)!)).toEqual(allLocs(20).slice(20));
    expect(sitemapDocument(ORIGIN, catalog(20), 4, limits)).toBeUndefined();
    expect(sitemapDocument(ORIGIN, catalog(20), 0, limits)).toBeUndefined();
    // A shop within one file has no numbered files.
    expect(sitemapDocument(ORIGIN, catalog(2), 1, limits)).toBeUndefined();
    expect(locs(sitemapDocument(ORIGIN, catalog(2), undefined, limits)!)).toEqual(allLocs(2));
  });
});
