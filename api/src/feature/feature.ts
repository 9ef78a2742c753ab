import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PeerAnnouncements } from '../cache-sync';
import type { AppConfig, ConfigPart } from '../config/config';
import type { AnyEntityClass, Orm } from '../database/orm';
import type { Reaction } from '../events/reaction';
import type { ReadCacheFields } from '../graphql/read-cache-policy';
import type { RequestAuthenticator, SessionWatch } from '../graphql/request-context';
import type { ResolverClass } from '../graphql/schema';
import type { JobAttempt, RetryPolicy, WorkOptions } from '../jobs';
import type { AnyRestRoute } from '../rest/rest-route';
import type { ImageStorage } from '../storage';

/** What the application hands a feature when it plugs it in. */
export interface FeatureContext {
  config: AppConfig;
  orm: Orm;
  /** The shop's Redis key prefix (redis/key-prefix.ts), for the stores every instance shares. */
  redisKeyPrefix: string;
  imageStorage: ImageStorage;
  /** Quicker retries for the feature's job queues (tests); each queue's own policy when absent. */
  jobRetries: RetryPolicy | undefined;
  /** The channel between the shop's instances (the one that clears their caches), for news of the feature's own. */
  peers: PeerAnnouncements;
  /** Who is asking, for a feature's own addresses that only the admin may call (as the REST facade's). */
  authenticate: RequestAuthenticator;
}

/**
 * Registers a feature's Fastify plugins on the application's instance. Plugins wrapped with
 * fastify-plugin decorate the instance itself (`app.mailer`), which resolvers and services
 * reach through the request's server.
 */
export type FeatureSetup = (app: FastifyInstance, context: FeatureContext) => Promise<void>;

/**
 * A queue of the job queue a feature works on: its name, its retries (FeatureContext.jobRetries
 * instead when given) and how many of its jobs run at once on an instance, and its handler,
 * made once the feature's services are registered (it may use `app.mailer`).
 */
export interface FeatureJob<Data extends object = object> {
  queue: string;
  retries: RetryPolicy;
  options: WorkOptions;
  handler: (app: FastifyInstance, context: FeatureContext) => (attempt: JobAttempt<Data>) => Promise<void>;
}

/** Keeps a job's handler typed by its data. */
export function featureJob<Data extends object>(job: FeatureJob<Data>): FeatureJob {
  return job as unknown as FeatureJob;
}

/** What start-up may do to a migrated database, under the start-up lock. */
export interface PreparationContext {
  em: EntityManager;
  config: AppConfig;
  imageStorage: ImageStorage;
}

/** One start-up step (a seed); answers a line for the console when it did something, else null. */
export type FeaturePreparation = (context: PreparationContext) => Promise<string | null>;

/**
 * What one feature folder brings to the server, exported once from `<folder>/<folder>.feature.ts`
 * and listed in features.ts. Plumbing (GraphQL, the REST facade, the database, the
 * configuration) reads these and names no feature; a field a feature has nothing for is left out.
 */
export interface Feature {
  /** The folder's name, for messages. */
  name: string;
  /** Its persisted entities (migrations stay in database/migrations, one history for the schema). */
  entities?: readonly AnyEntityClass[];
  /** Its type-graphql resolver classes. */
  resolvers?: readonly ResolverClass[];
  /** Its calls of the REST facade under /api, in the order the OpenAPI document lists them. */
  restRoutes?: readonly AnyRestRoute[];
  /** The environment variables it reads, and the settings they become. */
  config?: ConfigPart;
  /** Registered before GraphQL and the REST facade: what its resolvers use (the mailer, a rate limit). */
  services?: FeatureSetup;
  /** The job queues it works on, after its services are registered. */
  jobs?: readonly FeatureJob[];
  /** Registered after the REST facade: addresses of its own (/uploads, /robots.txt). */
  routes?: FeatureSetup;
  /**
   * Body parsers registered only in the GraphQL route's scope, or only in the REST writes' scope
   * (the media feature's two multipart parsers, which must never meet).
   */
  bodyParsers?: { graphql?: FastifyPluginAsync; restWrites?: FastifyPluginAsync };
  /**
   * Its GraphQL root fields as the read cache must treat them: the public reads it may keep,
   * and the mutations that leave every kept answer alone. Only the feature knows either; any
   * mutation no feature names clears the cache, so a feature that says nothing is always safe.
   */
  readCache?: ReadCacheFields;
  /** Who is asking: the one feature that signs people in brings it. */
  authenticator?: (orm: Orm) => RequestAuthenticator;
  /**
   * When a signed-in session ends, for the plumbing's live connections (GraphQL subscribers):
   * the feature that signs people in brings it, made once its services are registered.
   */
  sessionWatch?: (app: FastifyInstance) => SessionWatch;
  /** Start-up steps on the migrated database, before the server serves (the demo seed, the first admin). */
  prepare?: FeaturePreparation;
  /** What it does when another feature announces something (events/event-bus.ts). */
  reactions?: readonly Reaction[];
}
