import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

const HEADER = '# Generated from the type-graphql resolvers in api/src by `npm run codegen`. Do not edit.\n\n';

/** The SDL as checked in: sorted, so the file changes only when the schema does. */
export function printCrumbSchema(schema: GraphQLSchema): string {
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
