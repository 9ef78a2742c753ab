/**
 * The API's origin, prefixed to GraphQL and upload paths. Empty means the page's own origin:
 * in production the API serves the client, and in development Vite proxies to it.
 * VITE_API_URL may name another host; a trailing /api is dropped because /graphql and
 * /uploads hang off the host itself (docs/product.md#other-addresses).
 */
export function toApiOrigin(apiUrl: string | undefined): string {
  return (apiUrl ?? '')
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/, '');
}

export const apiOrigin = toApiOrigin(import.meta.env.VITE_API_URL);
