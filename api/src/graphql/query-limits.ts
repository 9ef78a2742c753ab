import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Deeper than any real query of ours (the deepest is about four levels). */
export const MAX_QUERY_DEPTH = 10;
/** More than any screen needs; thousands of aliases only multiply work. */
export const MAX_ALIASES = 50;
/** Far above Apollo Sandbox's introspection query (about 400 tokens), far below a flood. */
export const MAX_QUERY_TOKENS = 5000;

/**
 * Validation rules that refuse abusive queries before they run: too deep, or too many
 * aliases. Introspection (`__schema`, `__type`) is exempt so Apollo Sandbox keeps working.
 */
export function queryLimitRules() {
  return [depthLimitRule, aliasLimitRule];
}

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visiting) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // A fragment that spreads itself is reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = Object.fromEntries(
    context
      .getDocument()
      .definitions.filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragments, new Set());
      if (depth > MAX_QUERY_DEPTH) {
        context.reportError(
          new GraphQLError(`Query is ${depth} levels deep; the limit is ${MAX_QUERY_DEPTH}.`, {
            nodes: [operation],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
}

function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    Document: {
      leave(document) {
        if (aliases > MAX_ALIASES) {
          context.reportError(
            new GraphQLError(`Query uses ${aliases} aliases; the limit is ${MAX_ALIASES}.`, {
              nodes: [document],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    },
  };
}
