import 'reflect-metadata';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type PubSub } from 'type-graphql';
import { installRoot } from '../config/install-paths';
import { authChecker } from './auth-checker';
import { withInheritedFieldExtensions } from './inherited-field-extensions';
import { withOperationRoles } from './operation-roles';

/** Where the checked-in SDL lives; the client's generated hooks are built from it. */
export const SCHEMA_FILE = join(installRoot, 'schema', 'schema.graphql');

/** A type-graphql resolver class. */
export type ResolverClass = abstract new (...args: never[]) => unknown;

/**
 * type-graphql's topics, which a subscription could name instead of its own `subscribe`, would
 * be one process's: an instance's subscribers would miss what happened on the others. Each
 * subscription brings its own source, fed across instances (order-events' relay); type-graphql
 * still asks for a PubSub to build any subscription, and this one says so if a topic is named.
 */
const NO_TOPICS: PubSub = {
  publish() {
    throw new Error('Subscriptions name their own `subscribe`, fed across instances: topics are not published');
  },
  subscribe() {
    throw new Error('Subscriptions name their own `subscribe`, fed across instances: topics are not subscribed to');
  },
};

/** The one schema of the resolvers the features bring (the order does not matter: the SDL is sorted). */
export function buildGraphqlSchema(resolvers: readonly ResolverClass[]): Promise<GraphQLSchema> {
  if (resolvers.length === 0) throw new Error('No feature brings a resolver: a GraphQL schema needs at least one');
  return buildSchema({
    resolvers: resolvers as unknown as BuildSchemaOptions['resolvers'],
    authChecker,
    pubSub: NO_TOPICS,
    // Input validation lives in the services, so the same rules guard REST and GraphQL.
    validate: false,
  }).then((schema) => withOperationRoles(withInheritedFieldExtensions(schema)));
}
