// A graphql-codegen plugin: one typed Apollo Client 4 hook per operation, wrapping the typed
// document the typed-document-node plugin emits (useProductsQuery(), useCreateOrderMutation()).
// Written here because the community hooks plugin targets Apollo Client 3's types.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

const HOOKS = {
  query: { hook: 'useQuery', suffix: 'Query', lazy: 'useLazyQuery' },
  mutation: { hook: 'useMutation', suffix: 'Mutation' },
};

module.exports = {
  plugin(_schema, documents) {
    const operations = documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((node) => node.kind === Kind.OPERATION_DEFINITION && node.name && HOOKS[node.operation]);
    const used = new Set();
    const lines = operations.map((node) => {
      const { hook, suffix, lazy } = HOOKS[node.operation];
      const base = pascal(node.name.value) + suffix;
      const types = `${base}, ${base}Variables`;
      const doc = `${pascal(node.name.value)}Document`;
      used.add(hook);
      // A query with required variables cannot run without them: its options are required too.
      const needsVariables =
        node.operation === 'query' &&
        (node.variableDefinitions ?? []).some(
          (variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue,
        );
      const optional = needsVariables ? '' : '?';
      let code =
        `export function use${base}(options${optional}: ${hook}.Options<${types}>) {\n` +
        `  return ${hook}(${doc}, options);\n}\n`;
      if (lazy) {
        used.add(lazy);
        code +=
          `export function use${base.slice(0, -suffix.length)}LazyQuery(options?: ${lazy}.Options<${types}>) {\n` +
          `  return ${lazy}(${doc}, options);\n}\n`;
      }
      return code;
    });
    if (!lines.length) return '';
    return {
      prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`],
      content: '\n' + lines.join('\n'),
    };
  },
};
