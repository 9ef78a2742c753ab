import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusForCode } from '../errors/error-codes';
import { CrawlerCatalogDocument, CrawlerSiteNameDocument } from '../graphql/generated/rest-operations';
import { HttpError } from '../http/http-error';
import { robotsTxt } from './robots';
import { sitemapDocument, type SitemapCatalog } from './sitemap';
import { siteOrigin } from '../http/site-origin';
import {
  BACK_OFFICE_LANGUAGES,
  backOfficeManifest,
  webManifest,
  type BackOfficeLanguage,
  type WebManifest,
} from './web-manifest';

/** Robots rules change only with a release; the sitemap and the manifest with the owner's edits. */
const ROBOTS_CACHE = 'public, max-age=3600';
const SHOP_DATA_CACHE = 'public, max-age=300';

/**
 * What crawlers and installing phones ask the shop for: /robots.txt, /sitemap.xml (with its
 * /sitemap-{n}.xml files once the catalogue passes one file's limits), /manifest.webmanifest and the back office's
 * /admin/manifest.webmanifest. Registered before the web client, whose fallback would otherwise answer
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

  async function catalogOf(request: FastifyRequest): Promise<SitemapCatalog> {
    const { categories, products } = await read(request, CrawlerCatalogDocument);
    return {
      categoryIds: categories.map((category) => category.id),
      productIds: products.map((product) => product.id),
    };
  }

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, part?: number) {
    const xml = sitemapDocument(originOf(request), await catalogOf(request), part);
    if (xml === undefined) throw new HttpError(404, 'No such sitemap');
    return reply.type('application/xml; charset=utf-8').header('cache-control', SHOP_DATA_CACHE).send(xml);
  }

  app.get('/sitemap.xml', (request, reply) => sendSitemap(request, reply));

  // The files a large catalogue's sitemap index names: /sitemap-1.xml, /sitemap-2.xml...
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', (request, reply) =>
    sendSitemap(request, reply, Number(request.params.part)),
  );

  const sendManifest = (reply: FastifyReply, manifest: WebManifest) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', SHOP_DATA_CACHE)
      .send(JSON.stringify(manifest));

  app.get('/manifest.webmanifest', async (request, reply) => {
    const { settings } = await read(request, CrawlerSiteNameDocument);
    return sendManifest(reply, webManifest(settings.siteName));
  });

  // The back office's own, linked from its pages: `lang` is the language they are read in.
  app.get<{ Querystring: { lang?: BackOfficeLanguage } }>(
    '/admin/manifest.webmanifest',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', enum: BACK_OFFICE_LANGUAGES, default: 'en' } },
        },
      },
    },
    async (request, reply) => {
      const { settings } = await read(request, CrawlerSiteNameDocument);
      return sendManifest(reply, backOfficeManifest(settings.siteName, request.query.lang ?? 'en'));
    },
  );
};
