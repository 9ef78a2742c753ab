import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createCacheSync } from './cache-sync';
import type { AppConfig } from './config/config';
import { databaseAvailabilityPlugin } from './database/database-availability.plugin';
import type { Orm } from './database/orm';
import type { FeatureContext } from './feature/feature';
import { featureParts } from './feature/feature-parts';
import { eventsPlugin } from './events/events.plugin';
import { features } from './features';
import graphqlPlugin from './graphql/graphql.plugin';
import { ReadCache } from './graphql/read-cache';
import { healthPlugin } from './health/health.plugin';
import { textGuardPlugin } from './input-safety';
import type { CachedAnswer } from './http/cached-answer';
import compressionPlugin from './http/compression.plugin';
import { acceptEmptyJsonBodies } from './http/empty-json-body';
import { trackDraining } from './http/graceful-shutdown';
import { refusePlainTextBodies } from './http/plain-text-body';
import { httpErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrorHandler, MAX_PATH_SEGMENT_LENGTH } from './http/framework-errors';
import { bufferedLogDestination } from './http/log-destination';
import { OneLinePerRequest } from './http/request-log';
import { traceRequests } from './http/stray-errors';
import { requestLoggerFactory } from './http/request-logger';
import { AnswerReplay, replayingServer } from './http/answer-replay';
import securityPlugin from './http/security.plugin';
import { webAppPlugin } from './http/web-app.plugin';
import { jobsPlugin, type RetryPolicy } from './jobs';
import { redisKeyPrefix } from './redis';
import openapiPlugin from './rest/openapi.plugin';
import { restPlugin } from './rest/rest.plugin';
import { buildCrumbSchema, restRoutes } from './shop';
import ssrPlugin from './ssr/ssr.plugin';
import { openImageStorage, type ImageStorage } from './storage';

/** JSON bodies larger than this answer 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  orm: Orm;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** Quicker job timings for tests: polling, and the owner's order mails' retries in seconds (every feature's queues). */
  jobs?: { pollingIntervalSeconds?: number; ownerMailRetries?: RetryPolicy };
  /** The image storage, already checked (the seed used it first); opened from the configuration when absent. The app closes it. */
  imageStorage?: ImageStorage;
}

/** The whole server, not yet listening: tests inject requests into it directly. */
export async function buildApp({
  config,
  orm,
  logStream,
  jobs,
  imageStorage: givenStorage,
}: BuildAppOptions): Promise<FastifyInstance> {
  // First: a missing bucket stops the start with its own message before anything else opens.
  const imageStorage = givenStorage ?? (await openImageStorage(config));
  const readCache = new ReadCache<CachedAnswer>();
  // The cached reads' answers, sent again to identical requests ahead of Fastify (http/answer-replay.ts).
  const replay = new AnswerReplay(readCache);
  const app = Fastify({
    serverFactory: replayingServer(replay),
    // Standard output, written asynchronously a few kilobytes at a time (log-destination.ts).
    logger: { level: config.logLevel, stream: logStream ?? bufferedLogDestination() },
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // A request's child logger is made when it writes its first line, not for every request.
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Some params are 'an id or a code' (vouchers): a union of integer and string.
    ajv: { customOptions: { allowUnionTypes: true } },
    // What the router and Node's HTTP parser refuse answers {error} with the security headers too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
    // A request that reaches a stopping server (on a keep-alive connection the load balancer
    // reused as the stop began) is served, with `Connection: close`, rather than refused with 503:
    // a balancer retries a refused connection, never an answer, and the database stays open until
    // the last connection has ended (http/graceful-shutdown.ts).
    return503OnClosing: false,
  });
  app.setErrorHandler(httpErrorHandler);
  trackDraining(app);
  // First of all hooks: whatever a request starts runs in its context (http/stray-errors.ts).
  traceRequests(app);
  acceptEmptyJsonBodies(app);
  refusePlainTextBodies(app);
  // Keys and channels of this shop in a Redis others may share; the embedded database is named by its folder.
  const keyPrefix = redisKeyPrefix(config.databaseUrl ?? config.dataDir);
  // Writes here clear the other instances' caches; theirs clear ours without being sent back.
  const cacheSync = await createCacheSync({
    redisUrl: config.redisUrl,
    databaseUrl: config.databaseUrl,
    keyPrefix,
    log: app.log,
  });
  readCache.onInvalidate(() => cacheSync.publish());
  cacheSync.onPeerWrite(() => readCache.invalidateForPeer());
  app.addHook('onClose', () => cacheSync.close());

  // Order matters: security headers and compression first, the OpenAPI collector before any route, the
  // application services (the features' among them), then the routes (GraphQL, the REST facade, the
  // features' own addresses, the web client).
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(compressionPlugin);
  await app.register(textGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(databaseAvailabilityPlugin, { orm });
  await app.register(jobsPlugin, { orm, pollingIntervalSeconds: jobs?.pollingIntervalSeconds });
  const parts = featureParts(features);
  await app.register(eventsPlugin, { reactions: parts.reactions() });
  const authenticate = parts.authenticator(orm);
  const context: FeatureContext = {
    config,
    orm,
    redisKeyPrefix: keyPrefix,
    imageStorage,
    jobRetries: jobs?.ownerMailRetries,
    peers: cacheSync,
    authenticate,
  };
  for (const feature of features) await feature.services?.(app, context);
  for (const job of parts.jobs())
    await app.jobs.work(job.queue, context.jobRetries ?? job.retries, job.options, job.handler(app, context));
  const schema = await buildCrumbSchema();
  await app.register(graphqlPlugin, {
    schema,
    orm,
    authenticate,
    bodyParsers: parts.graphqlBodyParsers(),
    readCache,
    replay,
    readCachePolicy: parts.readCachePolicy(),
    includeStacktraceInErrorResponses: config.isDevelopment,
    watchSession: parts.sessionWatch(app),
  });
  await app.register(restPlugin, {
    prefix: '/api',
    readCache,
    replay,
    authenticate,
    schema,
    routes: restRoutes,
    writeBodyParsers: parts.restWriteBodyParsers(),
  });
  await app.register(healthPlugin);
  for (const feature of features) await feature.routes?.(app, context);
  // Storefront pages rendered on the server, ahead of the web client's index.html fallback.
  await app.register(ssrPlugin, { distDir: config.webDistDir, readCache });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
