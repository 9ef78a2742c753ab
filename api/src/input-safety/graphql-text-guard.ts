import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { brokenLineMessage, findBrokenLine } from './one-line-text';
import { findUnsafeText, textProblem, unsafeTextMessage, type UnsafeText } from './unsafe-text';

/** A string literal's place in the document: its argument, then the input fields down to it. */
function literalPath(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  const names = ancestors.flatMap((node) =>
    'kind' in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) ? [node.name.value] : [],
  );
  return names.join('.') || 'a text in the query';
}

/** The first unsafe string literal of the document (the GraphQL grammar allows NUL in strings). */
function findUnsafeLiteral(document: DocumentNode): UnsafeText | null {
  let found: UnsafeText | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      const problem = textProblem(node.value);
      if (!problem) return undefined;
      found = { path: literalPath(parent ? [...ancestors, parent] : ancestors), problem };
      return BREAK;
    },
  });
  return found;
}

const refusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/**
 * The same check for GraphQL, on the operation's variables (named by their path,
 * `$input.customerName`) and its string literals (named by argument and field): a refusal coded
 * BAD_USER_INPUT, or null when every text may be stored. Then one-line texts are held to one line
 * (one-line-text.ts), which needs the schema's types and so is GraphQL's alone.
 */
export function findTextRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown>,
): GraphQLError | null {
  const variable = findUnsafeText(variables, '$');
  const found = variable ? { ...variable, path: variable.path.replace(/^\$\./, '$') } : findUnsafeLiteral(document);
  if (found) return refusal(unsafeTextMessage(found));
  const brokenLine = operation && findBrokenLine(schema, document, operation, variables);
  return brokenLine ? refusal(brokenLineMessage(brokenLine)) : null;
}

/**
 * findTextRefusal on every operation Apollo runs, answered 400 before anything runs. It covers
 * every way an operation arrives over HTTP: JSON, GET, multipart, and the REST facade's
 * in-process calls (subscriptions over WebSocket are checked by their own transport).
 */
export function graphqlTextGuard(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema }) {
          const refused = findTextRefusal(schema, document, operation, request.variables ?? {});
          if (refused) throw refused;
        },
      };
    },
  };
}
