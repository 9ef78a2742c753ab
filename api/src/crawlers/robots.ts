/** Paths crawlers have no business in: the back office and the APIs. */
export const DISALLOWED_PATHS = ['/admin', '/api', '/graphql'] as const;

/** robots.txt: the storefront open to every crawler, the rest closed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
