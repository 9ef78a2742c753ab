// A graphql-codegen plugin: one typed Apollo Client 4 hook per operation, wrapping the typed
// document the typed-document-node plugin emits (useProductsQuery(), useCreateOrderMutation()).
// Written here because the community hooks plugin targets Apollo Client 3's types.
// Operations read through `externalDocuments` (written once in packages/shared/graphql) get their
// hooks here too, around the documents and types imported from the module named by the
// `sharedOperationsFrom` option, where they are generated once.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

const HOOKS = {
  query: { hook: 'useQuery', suffix: 'Query', lazy: 'useLazyQuery' },
  mutation: { hook: 'useMutation', suffix: 'Mutation' },
};

module.exports = {
  plugin(_schema, documents, config) {
    const operations = documents.flatMap((file) =>
      (file.document?.definitions ?? [])
        .filter((node) => node.kind === Kind.OPERATION_DEFINITION && node.name && HOOKS[node.operation])
        .map((node) => ({ node, shared: file.type === 'external' })),
    );
    const used = new Set();
    const sharedImports = [];
    const lines = operations.map(({ node, shared }) => {
      const { hook, suffix, lazy } = HOOKS[node.operation];
      const base = pascal(node.name.value) + suffix;
      const types = `${base}, ${base}Variables`;
      const doc = `${pascal(node.name.value)}Document`;
      if (shared) {
        if (!config.sharedOperationsFrom) {
          throw new Error(`apollo-hooks: ${node.name.value} is an external operation; set sharedOperationsFrom.`);
        }
        sharedImports.push(doc, `type ${base}`, `type ${base}Variables`);
      }
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
    const prepend = [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`];
    if (sharedImports.length) {
      prepend.push(`import { ${sharedImports.join(', ')} } from '${config.sharedOperationsFrom}';`);
    }
    return {
      prepend,
      content: '\n' + lines.join('\n'),
    };
  },
};
