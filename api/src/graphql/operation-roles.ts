import { Kind, type DocumentNode, type GraphQLField, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { AdminRole, isAdminRole, roleAllows } from './admin-role';

/** Who may run a root field: anyone, or an account of at least this role. */
export type OperationAccess = 'public' | AdminRole;

/** What a root field's extensions say about who may run it (set once at build, read by REST and the tests). */
export interface OperationAccessExtensions {
  access: OperationAccess;
  /** The roles its `@Authorized(...)` names, as written: empty when it names none. */
  declaredRoles?: readonly unknown[];
}

type RootField = GraphQLField<unknown, unknown>;

/** The root fields of the schema (queries, mutations, subscriptions), as `Query.orders`. */
export function rootFields(schema: GraphQLSchema): Array<[string, RootField]> {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((root) =>
    root
      ? Object.values(root.getFields()).map((field): [string, RootField] => [`${root.name}.${field.name}`, field])
      : [],
  );
}

export function accessOf(field: RootField): OperationAccessExtensions {
  return field.extensions as unknown as OperationAccessExtensions;
}

/**
 * Writes into each root field's extensions who may run it, from its `@Authorized(...)`: a field
 * without one is public; one that names no role is the owner's, as the authChecker treats it.
 */
export function withOperationRoles(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const roots = new Map(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
      root ? [[root.name, root.getFields()] as const] : [],
    ),
  );
  const rootNames = { queries: 'Query', mutations: 'Mutation', subscriptions: 'Subscription' } as const;
  for (const kind of ['queries', 'mutations', 'subscriptions'] as const) {
    const fields = roots.get(rootNames[kind]);
    if (!fields) continue;
    for (const operation of storage[kind]) {
      const field = fields[operation.schemaName];
      if (!field) continue;
      const authorized = storage.authorizedFields.find(
        (entry) => entry.target === operation.target && entry.fieldName === operation.methodName,
      );
      const access: OperationAccessExtensions = authorized
        ? { access: authorized.roles.find(isAdminRole) ?? AdminRole.owner, declaredRoles: authorized.roles }
        : { access: 'public' };
      // graphql-js types extensions as read-only; they are a plain object, filled in once at build.
      Object.assign(field.extensions as Record<string, unknown>, access);
    }
  }
  return schema;
}

/**
 * Who may run a whole document: the strictest access among its root fields (a document that
 * reads one owner-only field is the owner's). Public when every field is.
 */
export function documentAccess(schema: GraphQLSchema, document: DocumentNode): OperationAccess {
  let strictest: OperationAccess = 'public';
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation);
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const field = root?.getFields()[selection.name.value];
      if (!field) continue;
      const { access } = accessOf(field);
      if (access === 'public') continue;
      if (strictest === 'public' || roleAllows(access, strictest)) strictest = access;
    }
  }
  return strictest;
}
