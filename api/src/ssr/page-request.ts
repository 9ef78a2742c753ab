import type { FastifyRequest } from 'fastify';

/** Paths that belong to the server, never to the client's router (as in http/web-app.plugin.ts). */
const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

/**
 * Whether a request asks for a page the server may render: a GET or HEAD for HTML (or with no
 * Accept at all, as the client shell has always been served) of the home page or of an address
 * no route or file of the server answers. Built files (/assets/..., /favicon.svg) and the
 * server's own paths keep their routes.
 */
export function asksForPage(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.accept?.includes('text/html') === false) return false;
  if (SERVER_PATHS.test(pathname)) return false;
  // The home page is also index.html's address for the static files.
  return pathname === '/' || request.is404;
}
