import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** Helmet options merged over the global ones for this route (its own CSP), or false for none. */
    helmet?: HelmetOptions | false;
  }
  interface RouteOptions {
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    /** The route's security headers, computed once when the route is declared. */
    securityHeaders?: SecurityHeaders;
  }
}

type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The headers helmet sets for these options. Helmet's middleware is run once, against a
 * response that only records them: our policies are fixed strings (no per-request values such
 * as nonces), so every request gets the same set.
 */
export function helmetHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    // Helmet calls back with nothing, or with what one of its parts threw: an Error.
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * Helmet's security headers on every answer, computed once instead of per request (what
 * @fastify/helmet does: it builds helmet's middleware, CSP parsing included, for each request,
 * about a tenth of a cached read's time). A route may carry `helmet: {...}` options of its own,
 * merged over these (the Apollo Sandbox CSP on /graphql), or `helmet: false`.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const globalHeaders = helmetHeaders(options);

    app.addHook('onRoute', (route) => {
      if (route.helmet === undefined) return;
      const headers = route.helmet === false ? {} : helmetHeaders({ ...options, ...route.helmet } as HelmetOptions);
      route.config = { ...route.config, securityHeaders: headers };
    });

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.routeOptions.config.securityHeaders ?? globalHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
