/** Texts the shop can store: one rule for every way input arrives (REST, forms, GraphQL). */
export { findUnsafeText, unsafeTextMessage } from './unsafe-text';
export { textGuardPlugin } from './text-guard.plugin';
export { findTextRefusal, graphqlTextGuard } from './graphql-text-guard';
export { MultiLineText } from './one-line-text';
export { OptionalMultiLineText } from './optional-multi-line-text';
