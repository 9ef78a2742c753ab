import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { securityHeadersPlugin } from './security-headers.plugin';

export interface SecurityPluginOptions {
  corsOrigins: string[];
}

/**
 * The Content Security Policy the shop's own pages satisfy: scripts only from this origin;
 * inline styles because styled-components writes its CSS at run time; images also from any
 * https address, because the owner may give full image URLs (docs/product.md#images).
 */
export const SHOP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Apollo Sandbox, the landing page of /graphql, is an embedded page served by Apollo. */
export const SANDBOX_CSP = {
  ...SHOP_CSP,
  scriptSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
  frameSrc: ['https://sandbox.embed.apollographql.com'],
  imgSrc: ["'self'", 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  manifestSrc: ['https://apollo-server-landing-page.cdn.apollographql.com'],
};

/** The security headers of every answer but the routes that set their own. */
export const SHOP_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: SHOP_CSP },
  // Images under /uploads are embedded by pages of other origins too (integrators' shops).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Security headers on every answer, and CORS for the configured origins only. */
const securityPlugin: FastifyPluginAsync<SecurityPluginOptions> = async (app, { corsOrigins }) => {
  await app.register(securityHeadersPlugin, SHOP_HELMET_OPTIONS);
  // Without configured origins no cross-origin call is allowed, which is the browsers' default:
  // no CORS hook then (it cost every request an options object and a pass through it).
  if (corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Apollo-Require-Preflight'],
    // The orders list's total and the export's file name, read by pages of other origins.
    exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    maxAge: 600,
  });
};

export default fp(securityPlugin, { name: 'security' });
