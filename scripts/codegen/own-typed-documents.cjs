// typed-document-node for the documents an output owns. The stock plugin also writes a document
// node for every operation and fragment read through `externalDocuments`, whose types
// typescript-operations (rightly) leaves out; the shared ones are generated once, into
// @crumb/shared/shared-operations. Their fragments are still copied into each own document that
// spreads them, so every document stays complete on its own. It has no `validate` step (the
// stock plugin's only checks the file ends in .ts): codegen writes the plugins' imports in the
// order the plugins finish, and a step more than the other plugins have would make that order
// depend on how codegen is started (npm run codegen, or the test that compares).
const { Kind } = require('graphql');
const typedDocumentNode = require('@graphql-codegen/typed-document-node');

const isExternal = (file) => file.type === 'external';

module.exports = {
  plugin(schema, documents, config, info) {
    const externalFragments = documents
      .filter(isExternal)
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((node) => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => ({ node, name: node.name.value, onType: node.typeCondition.name.value, isExternal: true }));
    return typedDocumentNode.plugin(
      schema,
      documents.filter((file) => !isExternal(file)),
      { ...config, externalFragments: [...(config.externalFragments ?? []), ...externalFragments] },
      info,
    );
  },
};
