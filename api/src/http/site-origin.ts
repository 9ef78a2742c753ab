import type { FastifyRequest } from 'fastify';

/** A host name or address with an optional port: anything else is not put into a document. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's address as the client reached it (`https://shop.example`), for the absolute URLs
 * crawlers need. Behind a proxy (TRUST_PROXY) Fastify reads X-Forwarded-Proto and -Host; a
 * host that is not a plain host name is refused (undefined) rather than echoed into a file.
 */
export function siteOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!HOST.test(host)) return undefined;
  return `${request.protocol}://${host.toLowerCase()}`;
}
