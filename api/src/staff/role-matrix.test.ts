import {
  getNamedType,
  parse,
  subscribe,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountHeaders } from '../../test/admin-session';
import { openSubscriber } from '../../test/graphql-websocket';
import { postGraphql } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { createRequestAuthenticator } from '../auth/request-authenticator';
import { AdminRole, OWNER_ONLY_MESSAGE, isAdminRole } from '../graphql/admin-role';
import { accessOf, documentAccess, rootFields } from '../graphql/operation-roles';
import { requiresAdmin } from '../rest/rest-admin-guard';
import { buildCrumbSchema, restRoutes } from '../shop';

/**
 * The role matrix: who may run every operation of the schema and every REST call, read from the
 * schema and the route table themselves, so a new operation is in it the moment it exists.
 */

/** What staff may do (docs/product.md): the orders and who placed them (the customers), their statuses, the To bake list, and their own sessions. */
const STAFF_OPERATIONS = [
  'Query.adminSessions',
  'Query.customerOrders',
  'Query.customers',
  'Query.order',
  'Query.orderPage',
  'Query.orders',
  'Query.ordersToBake',
  'Query.verify',
  'Mutation.logout',
  'Mutation.signOutAllSessions',
  'Mutation.signOutOtherSessions',
  'Mutation.signOutSession',
  'Mutation.updateAdminLanguage',
  'Mutation.updateOrder',
  'Mutation.updateOrderStatus',
  'Subscription.orderEvents',
].sort();

/**
 * The operations anyone may run, named here so an operation that forgot its `@Authorized` is
 * caught rather than silently public.
 */
const PUBLIC_OPERATIONS = [
  'Query.adminExists',
  'Query.categories',
  'Query.category',
  'Query.deliveryAreas',
  'Query.deliveryDays',
  'Query.deliverySchedule',
  'Query.featuredProducts',
  'Query.findProduct',
  'Query.homepageCategories',
  'Query.orderLookup',
  'Query.product',
  'Query.productPage',
  'Query.products',
  'Query.settings',
  'Query.validateVoucher',
  'Mutation.acceptStaffInvitation',
  'Mutation.createAdmin',
  'Mutation.createOrder',
  'Mutation.login',
].sort();

const t = useTestApp({ admin: true });
let schema: GraphQLSchema;
let staffId: number;
/** A fresh staff token per call: a call that signs out must not sign the next one out. */
const staff = async () => (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).headers;

beforeAll(async () => {
  schema = await buildCrumbSchema();
  staffId = (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).id;
});

const fieldsWith = (wanted: (access: string) => boolean) =>
  rootFields(schema)
    .filter(([, field]) => wanted(accessOf(field).access))
    .map(([name]) => name)
    .sort();

describe('every operation of the schema has a rule', () => {
  it('names the role it needs in its @Authorized, or is one of the public ones', () => {
    const unnamed = rootFields(schema)
      .filter(([, field]) => accessOf(field).access !== 'public')
      .filter(([, field]) => (accessOf(field).declaredRoles ?? []).filter(isAdminRole).length !== 1)
      .map(([name]) => name);
    expect(unnamed, '@Authorized without exactly one AdminRole: name owner or staff').toEqual([]);
    expect(fieldsWith((access) => access === 'public')).toEqual(PUBLIC_OPERATIONS);
  });

  it('lets staff run the orders and their own session, and nothing else', () => {
    expect(fieldsWith((access) => access === AdminRole.staff)).toEqual(STAFF_OPERATIONS);
  });
});

/** A value of the input type that passes GraphQL's validation, so the call reaches the role check. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  if (isScalarType(type)) {
    const byScalar: Record<string, unknown> = {
      ID: '1',
      String: 'x',
      Int: 1,
      Float: 1,
      Boolean: false,
      Money: 1,
      DateTimeISO: new Date().toISOString(),
    };
    if (type.name in byScalar) return byScalar[type.name];
  }
  throw new Error(`No sample value for ${String(type)}: add one`);
}

/** The operation that runs one root field with required arguments only, selecting no more than its __typename. */
function callOf(name: string): { query: string; variables: Record<string, unknown> } {
  const [root, fieldName] = name.split('.') as [string, string];
  const field = rootFields(schema).find(([found]) => found === name)![1];
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const keyword = root === 'Mutation' ? 'mutation' : root === 'Subscription' ? 'subscription' : 'query';
  return {
    query: `${keyword}${declarations ? `(${declarations})` : ''} { ${fieldName}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describe('a staff token over GraphQL', () => {
  it.each(['Query', 'Mutation'])('%s: refused on every owner operation', async (root) => {
    const owners = fieldsWith((access) => access === AdminRole.owner).filter((name) => name.startsWith(`${root}.`));
    expect(owners.length).toBeGreaterThan(0);
    for (const name of owners) {
      const { query, variables } = callOf(name);
      const body = (await postGraphql(t, query, variables, await staff())).json();
      expect(body.errors?.[0]?.extensions?.code, `${name}: ${JSON.stringify(body)}`).toBe('FORBIDDEN');
      expect(body.errors[0].message, name).toBe(OWNER_ONLY_MESSAGE);
    }
  });

  it('is let through on every staff operation', async () => {
    for (const name of fieldsWith((access) => access === AdminRole.staff)) {
      const { query, variables } = callOf(name);
      const body = (await postGraphql(t, query, variables, await staff())).json();
      const codes = (body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
      expect(codes, `${name}: ${JSON.stringify(body)}`).not.toContain('FORBIDDEN');
      expect(codes, name).not.toContain('UNAUTHENTICATED');
    }
  });

  it("lets the owner's token through where staff are refused", async () => {
    const { query, variables } = callOf('Query.staffAccounts');
    const body = (await postGraphql(t, query, variables, t.admin)).json();
    expect(body.errors).toBeUndefined();
  });
});

describe('a staff token on subscriptions', () => {
  const subscriptions = () => fieldsWith(() => true).filter((name) => name.startsWith('Subscription.'));

  /** Subscribes to `name` as the account of `headers`, in-process: the source stream is made, or refused. */
  async function subscribeAs(name: string, headers: { authorization: string }) {
    const { query, variables } = callOf(name);
    const request = { headers, server: t.app } as unknown as FastifyRequest;
    const admin = await createRequestAuthenticator(t.orm)(request);
    const result = await subscribe({
      schema,
      document: parse(query),
      variableValues: variables,
      contextValue: { em: t.orm.em.fork(), admin, log: t.app.log, request, language: 'en' },
    });
    if (Symbol.asyncIterator in result) {
      await result.return?.();
      return [];
    }
    // The domain error behind each, as formatGraphqlError reads its code.
    return (result.errors ?? []).map((error) => ({
      code: (error.originalError as { code?: string } | undefined)?.code,
      message: error.message,
    }));
  }

  it('is refused on every owner subscription, and let through on every staff one', async () => {
    expect(subscriptions().length).toBeGreaterThan(0);
    for (const name of subscriptions()) {
      const errors = await subscribeAs(name, await staff());
      const access = accessOf(rootFields(schema).find(([found]) => found === name)![1]).access;
      const codes = errors.map((error) => error.code);
      if (access === AdminRole.owner) {
        expect(errors, name).toEqual([{ code: 'FORBIDDEN', message: OWNER_ONLY_MESSAGE }]);
      } else {
        expect(codes, name).not.toContain('FORBIDDEN');
        expect(codes, name).not.toContain('UNAUTHENTICATED');
      }
    }
  });

  it('cannot be left out: a WebSocket without a token is closed with 4401 before it may subscribe', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const subscriber = await openSubscriber(base);
    await expect(subscriber.init({})).rejects.toThrow(/closed before the ack/);
    expect((await subscriber.closed()).code).toBe(4401);
  });
});

describe('a staff token over REST', () => {
  const concreteUrl = (url: string) => `/api${url.replace(/:id\b/g, String(staffId ?? 1))}`;
  const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
  const adminRoutes = restRoutes.filter(requiresAdmin);
  const call = async (route: (typeof adminRoutes)[number]) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: concreteUrl(route.url),
      headers: { ...(await staff()), 'content-type': 'application/json' },
      ...(hasBody(route.method) && { payload: '{}' }),
    });

  it('runs public calls on public operations only', () => {
    const wrong = restRoutes
      .filter((route) => !requiresAdmin(route))
      .filter((route) => documentAccess(schema, route.operation) !== 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(wrong).toEqual([]);
  });

  it('answers 403 with the same words as GraphQL on every call only the owner may make, before its body', async () => {
    const owners = adminRoutes.filter((route) => documentAccess(schema, route.operation) === AdminRole.owner);
    expect(owners.length).toBeGreaterThan(10);
    for (const route of owners) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ error: OWNER_ONLY_MESSAGE });
    }
  });

  it('lets staff through on the orders calls', async () => {
    const staffRoutes = adminRoutes.filter((route) => documentAccess(schema, route.operation) === AdminRole.staff);
    expect(staffRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /orders',
        'GET /customers',
        'PATCH /orders/:id/status',
        'GET /auth/verify',
        'GET /auth/sessions',
        'DELETE /auth/sessions/:id',
        'POST /auth/sessions/sign-out-others',
        'POST /auth/sessions/sign-out-all',
      ]),
    );
    for (const route of staffRoutes) {
      const response = await call(route);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});
