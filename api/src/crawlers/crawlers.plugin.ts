import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { httpStatusForCode } from '../errors/error-codes';
import { CrawlerCatalogDocument, CrawlerSiteNameDocument } from '../graphql/generated/rest-operations';
import { HttpError } from '../http/http-error';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { siteOrigin } from '../http/site-origin';
import { webManifest } from './web-manifest';

/** Robots rules change only with a release; the sitemap and the manifest with the owner's edits. */
const ROBOTS_CACHE = 'public, max-age=3600';
const SHOP_DATA_CACHE = 'public, max-age=300';

/**
 * What crawlers and installing phones ask the shop for: /robots.txt, /sitemap.xml and
 * /manifest.webmanifest. Registered before the web client, whose fallback would otherwise answer
 * them with its index.html.
 */
export const crawlersPlugin: FastifyPluginAsync = async (app) => {
  /** Runs a read in-process (through the read cache); a failure answers as the REST facade's do. */
  async function read<TData>(
    request: FastifyRequest,
    document: TypedDocumentNode<TData, Record<string, never>>,
  ): Promise<TData> {
    const result = await app.executeGraphql(request, document, {});
    const [error] = result.errors ?? [];
    if (error) throw new HttpError(httpStatusForCode(error.extensions?.code), error.message);
    if (!result.data) throw new Error('GraphQL answered neither data nor errors');
    return result.data;
  }

  function originOf(request: FastifyRequest): string {
    const origin = siteOrigin(request);
    if (!origin) throw new HttpError(400, 'The Host header is not a host name');
    return origin;
  }

  app.get('/robots.txt', async (request, reply) => {
    const text = robotsTxt(originOf(request));
    return reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(text);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const { categories, products } = await read(request, CrawlerCatalogDocument);
    const xml = sitemapXml(origin, {
      categoryIds: categories.map((category) => category.id),
      productIds: products.map((product) => product.id),
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', SHOP_DATA_CACHE).send(xml);
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const { settings } = await read(request, CrawlerSiteNameDocument);
    const manifest = JSON.stringify(webManifest(settings.siteName));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', SHOP_DATA_CACHE)
      .send(manifest);
  });
};
