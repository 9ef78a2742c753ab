import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI 3 document of the REST facade, built from the routes' own JSON schemas (so it
 * cannot drift from what the routes validate), at /api/openapi.json, with a browsable UI at
 * /api/docs. Registered before the routes: it collects them as they are added.
 */
const openapiPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Crumb REST API',
        version: '1.0.0',
        // The shop's own API, offered to its integrators, not published under an open licence.
        license: { name: 'Proprietary' },
        description:
          'The REST facade of the Crumb bakery shop. Prices are Bahraini dinar as numbers with at most three decimals. ' +
          'Failures answer `{ "error": message }`; while the database is unreachable any call may answer 503 with a `Retry-After` header (seconds). ' +
          'Calls that write, and the orders and vouchers lists, need `Authorization: Bearer <token>` from POST /api/auth/login: without a valid one they answer 401 before the body is checked. ' +
          "A staff account's token answers 403 on the calls only the shop's owner may make (each call says which). " +
          'The health probes `/health` (liveness) and `/health/ready` (the database answers) live outside /api.',
      },
      servers: [{ url: '/', description: 'The shop serving this document.' }],
      // Calls are public unless they say otherwise. Every REST route states its own (required by
      // RestRoute), so this default only speaks for routes outside the facade.
      security: [],
      tags: [
        {
          name: 'products',
          description: 'The catalog: cakes, baking mixes and sweets. Reads are public; writes need the admin.',
        },
        {
          name: 'categories',
          description:
            'Product categories and the ones shown on the home page. Reads are public; writes need the admin.',
        },
        {
          name: 'orders',
          description: 'Cash-on-delivery orders: anyone places one; the admin lists them and sets their status.',
        },
        {
          name: 'customers',
          description:
            'Who ordered, one per WhatsApp number, with their orders and spending: the admin (owner or staff) lists them.',
        },
        {
          name: 'vouchers',
          description: 'Discount codes: anyone checks one against a subtotal; the admin manages them.',
        },
        {
          name: 'settings',
          description: "The site's texts, images and contact details: public to read, the admin's to change.",
        },
        {
          name: 'delivery',
          description:
            "The delivery schedule in Bahrain time: public to read, with the days and windows open to order; the admin's to change.",
        },
        {
          name: 'auth',
          description: 'The admin account: create it once, sign in for a bearer token, sign out.',
        },
        {
          name: 'staff',
          description:
            "The back office's accounts: the owner invites staff (who run the orders) or other owners, changes roles, disables or removes accounts.",
        },
        {
          name: 'backups',
          description:
            'Backups of the whole shop (its database and every stored image) in one archive each: the owner takes one, lists them and downloads them; `npm run restore` brings one back.',
        },
        {
          name: 'health',
          description:
            'Probes for load balancers and orchestrators, outside /api: liveness, and readiness (the database answers).',
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from POST /api/auth/login, valid for 12 hours.',
          },
        },
      },
    },
    // Only the REST facade: /graphql, /uploads and the web client have no tags.
    hideUntagged: true,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The shop may be served over plain http (localhost, a LAN); never force https subresources.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default fp(openapiPlugin, { name: 'openapi' });
