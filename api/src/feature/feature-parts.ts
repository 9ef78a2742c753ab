import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ConfigPart } from '../config/config';
import type { AnyEntityClass, Orm } from '../database/orm';
import type { Reaction } from '../events/reaction';
import { readCachePolicy, type ReadCachePolicy } from '../graphql/read-cache-policy';
import type { RequestAuthenticator, SessionWatch } from '../graphql/request-context';
import type { ResolverClass } from '../graphql/schema';
import type { AnyRestRoute } from '../rest/rest-route';
import type { Feature, FeatureJob, FeaturePreparation } from './feature';

/** Gathers each part of the plumbing's from every feature that brings one, in the list's order. */
export const featureParts = (features: readonly Feature[]) => ({
  entities: (): AnyEntityClass[] => features.flatMap((feature) => feature.entities ?? []),
  resolvers: (): ResolverClass[] => features.flatMap((feature) => feature.resolvers ?? []),
  restRoutes: (): AnyRestRoute[] => features.flatMap((feature) => feature.restRoutes ?? []),
  configParts: (): ConfigPart[] => features.flatMap((feature) => (feature.config ? [feature.config] : [])),
  preparations: (): FeaturePreparation[] => features.flatMap((feature) => (feature.prepare ? [feature.prepare] : [])),
  jobs: (): FeatureJob[] => features.flatMap((feature) => feature.jobs ?? []),
  reactions: (): Reaction[] => features.flatMap((feature) => feature.reactions ?? []),
  graphqlBodyParsers: (): FastifyPluginAsync[] =>
    features.flatMap((feature) => (feature.bodyParsers?.graphql ? [feature.bodyParsers.graphql] : [])),
  restWriteBodyParsers: (): FastifyPluginAsync[] =>
    features.flatMap((feature) => (feature.bodyParsers?.restWrites ? [feature.bodyParsers.restWrites] : [])),
  readCachePolicy: (): ReadCachePolicy =>
    readCachePolicy(
      features.flatMap((feature) => (feature.readCache ? [{ owner: feature.name, fields: feature.readCache }] : [])),
    ),

  /** The one feature's authenticator; with none, nobody is ever signed in (and admin calls answer 401). */
  authenticator(orm: Orm): RequestAuthenticator {
    const bringing = features.filter((feature) => feature.authenticator);
    if (bringing.length > 1)
      throw new Error(
        `Only one feature may authenticate requests: ${bringing.map((feature) => feature.name).join(', ')} do`,
      );
    return bringing[0]?.authenticator?.(orm) ?? (async () => null);
  },

  /**
   * The one feature's watch of session endings, once `app` has its services. With none, nobody is
   * ever signed in (see authenticator), so there is no session to end.
   */
  sessionWatch(app: FastifyInstance): SessionWatch {
    const bringing = features.filter((feature) => feature.sessionWatch);
    if (bringing.length > 1)
      throw new Error(`Only one feature may watch sessions: ${bringing.map((feature) => feature.name).join(', ')} do`);
    return bringing[0]?.sessionWatch?.(app) ?? (() => () => {});
  },
});
