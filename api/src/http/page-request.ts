import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** Paths that belong to the server, never to the client's router (as in http/web-app.plugin.ts). */
const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

/** A last path segment with an extension (/assets/app.js, /favicon.ico): a file, not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Whether the Accept header puts JSON before HTML (`application/json`, or axios' `application/json,
 * text/plain, *\/*`). Everything else takes the page: a browser's `text/html,...`, curl's and the
 * link-preview fetchers' `*\/*` (facebookexternalhit, WhatsApp, Slackbot, Twitterbot), no Accept at
 * all, or an Accept that names neither. Ties go to the page.
 */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(['text/html', 'application/json']) === 'application/json';
}

/**
 * Whether a GET or HEAD of this path is a request for a page: any address of the client's
 * routes (the server's own paths and file names excepted) whose Accept does not prefer JSON.
 */
export function isPageRequest(method: string, pathname: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (SERVER_PATHS.test(pathname) || FILE_NAME.test(pathname)) return false;
  return !prefersJson(accept);
}

/**
 * Whether a request asks for a page the server may render: a page request (above) for the home
 * page or for an address no route or file of the server answers. Built files (/assets/...,
 * /favicon.svg) and the server's own paths keep their routes.
 */
export function asksForPage(request: FastifyRequest, pathname: string): boolean {
  if (!isPageRequest(request.method, pathname, request.headers.accept)) return false;
  // The home page is also index.html's address for the static files.
  return pathname === '/' || request.is404;
}
