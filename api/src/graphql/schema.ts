import 'reflect-metadata';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { installRoot } from '../config/install-paths';
import { authChecker } from './auth-checker';
import { withInheritedFieldExtensions } from './inherited-field-extensions';
import { withOperationRoles } from './operation-roles';

/** Where the checked-in SDL lives; the client's generated hooks are built from it. */
export const SCHEMA_FILE = join(installRoot, 'schema', 'schema.graphql');

/** A type-graphql resolver class. */
export type ResolverClass = abstract new (...args: never[]) => unknown;

/** The one schema of the resolvers the features bring (the order does not matter: the SDL is sorted). */
export function buildGraphqlSchema(resolvers: readonly ResolverClass[]): Promise<GraphQLSchema> {
  if (resolvers.length === 0) throw new Error('No feature brings a resolver: a GraphQL schema needs at least one');
  return buildSchema({
    resolvers: resolvers as unknown as BuildSchemaOptions['resolvers'],
    authChecker,
    // Input validation lives in the services, so the same rules guard REST and GraphQL.
    validate: false,
  }).then((schema) => withOperationRoles(withInheritedFieldExtensions(schema)));
}
