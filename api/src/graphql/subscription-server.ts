import type { FastifyRequest } from 'fastify';
import {
  GraphQLError,
  OperationTypeNode,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode, makeServer, type ExecutionResult } from 'graphql-ws';
import type { RawData, WebSocket } from 'ws';
import { findTextRefusal } from '../input-safety';
import { unpickedOperationError } from './operation-checks';
import { MAX_QUERY_TOKENS, queryLimitRules } from './query-limits';
import type { CurrentAdmin, RequestAuthenticator, RequestContext, SessionWatch } from './request-context';
import { connectionToken, openSubscriberSession, type SubscriberSession } from './subscriber-session';

/** How often a connection is pinged: a proxy closes none that is busy, and a vanished client is found. */
export const KEEP_ALIVE_MS = 20_000;

/** Operations one connection may have open at once: the back office needs one. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 10;

/**
 * Why the server closes a subscriber's connection, in the close frame's reason (at most 123
 * bytes). 4401 (graphql-ws's Unauthorized) for every session problem: a client is not to
 * reconnect with the same token, but to sign in again.
 */
export const CLOSE_REASONS = {
  unauthorized: 'Unauthorized: send a valid admin token in connectionParams (Authorization: Bearer <token>)',
  'signed-out': 'Session ended: signed out',
  ended: 'Session ended: signed out everywhere, or the account was disabled or removed',
  expired: 'Session expired: sign in again',
  invalidMessage: 'Invalid message received',
  databaseUnavailable: 'The database is unreachable: try again later',
  internal: 'Internal server error',
} as const;

/** The standard "try again later" close code: graphql-ws clients reconnect after it. */
const TRY_AGAIN_LATER = 1013;

/** Message types only a server sends: graphql-ws would fail on them as if it were its own error. */
const SERVER_MESSAGE_TYPES = new Set(['connection_ack', 'next', 'error']);

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/** graphql-js's error with the code Apollo gives errors of its kind over HTTP, for clients to tell them apart. */
const coded = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });

/** Which operations, once parsed, are not answered here, and why. */
function documentProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): readonly GraphQLError[] {
  const invalid = validate(schema, document, [...specifiedRules, ...queryLimitRules()]);
  if (invalid.length > 0) return invalid.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
  const operation = getOperationAST(document, operationName);
  if (!operation) return [unpickedOperationError(document, operationName)];
  if (operation.operation !== OperationTypeNode.SUBSCRIPTION)
    return [
      badRequest('This WebSocket answers subscriptions only: send queries and mutations as HTTP requests to /graphql.'),
    ];
  const refused = findTextRefusal(schema, document, operation, variables);
  if (refused) return [refused];
  // Checked here, as Apollo does, so a variable of the wrong type is the caller's mistake by its code.
  const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 10 });
  return (errors ?? []).map((error) => coded(error, 'BAD_USER_INPUT'));
}

/** A text message's characters, whichever way `ws` handed over its bytes. */
function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/** The message's `type`, when it is a JSON object that has one. */
function messageType(text: string): unknown {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  } catch {
    return undefined;
  }
}

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  authenticate: RequestAuthenticator;
  /** Tells when a connection's session ends, to close it then. */
  watchSession: SessionWatch;
  /** What a subscription's resolvers receive, for the account the connection signed in as. */
  context: (request: FastifyRequest, admin: CurrentAdmin) => RequestContext;
  /** The same wording of errors as /graphql's answers. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Whether the database's absence explains an error, and the report of it (logged once, not per client). */
  databaseAvailability: { explains(error: unknown): boolean; reportFailure(error: unknown): void };
}

/** What graphql-ws keeps for each connection beside its own state. */
interface Connection {
  socket: WebSocket;
  request: FastifyRequest;
  session: SubscriberSession | null;
}

/**
 * GraphQL subscriptions over a WebSocket (the graphql-transport-ws protocol of graphql-ws, which
 * Apollo Client and Apollo Sandbox speak), for the WebSocket route of /graphql. Every
 * subscription of the shop is an admin one, so the connection itself signs in: its
 * connection_init carries the admin token, refused with 4401 when it opens no account, and the
 * connection closes with 4401 the moment the session ends, on whichever instance it is ended
 * (signed out, the account disabled or removed, the token expired). Each subscription then meets the
 * same rules as an HTTP operation: the query limits, the text checks on its variables, its
 * `@Authorized` role, and errors worded by formatError. Queries and mutations stay on HTTP,
 * where the read cache and the REST facade's rules live.
 */
export function subscriptionServer(options: SubscriptionServerOptions) {
  const { schema, authenticate, watchSession, context, formatError, databaseAvailability } = options;

  const format = (error: GraphQLError, request: FastifyRequest): GraphQLFormattedError => {
    if (databaseAvailability.explains(error)) databaseAvailability.reportFailure(error);
    const formatted = formatError(error.toJSON(), error);
    if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR')
      request.log.error({ err: error.originalError ?? error }, 'GraphQL subscription failed');
    return formatted;
  };

  const server = makeServer<Record<string, unknown>, Connection>({
    schema,
    async onConnect({ connectionParams, extra: connection }) {
      const { socket, request } = connection;
      try {
        connection.session = await openSubscriberSession(
          authenticate,
          watchSession,
          request,
          connectionToken(connectionParams),
          (reason) => socket.close(CloseCode.Unauthorized, CLOSE_REASONS[reason]),
        );
      } catch (error) {
        if (!databaseAvailability.explains(error)) throw error;
        databaseAvailability.reportFailure(error);
        socket.close(TRY_AGAIN_LATER, CLOSE_REASONS.databaseUnavailable);
        return false;
      }
      if (!connection.session) {
        socket.close(CloseCode.Unauthorized, CLOSE_REASONS.unauthorized);
        return false;
      }
      // Gone while its token was checked: nothing to watch.
      if (socket.readyState !== socket.OPEN) connection.session.stopWatching();
      return true;
    },
    onSubscribe({ subscriptions, extra: { request, session } }, _id, payload) {
      // graphql-ws has already counted this one in.
      if (Object.keys(subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION)
        return [
          badRequest(
            `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions at once on one connection: complete one first.`,
          ),
        ];
      let document: DocumentNode;
      try {
        // A document this long is abuse before it is a query, as over HTTP.
        document = parse(payload.query, { maxTokens: MAX_QUERY_TOKENS });
      } catch (error) {
        return [
          error instanceof GraphQLError ? coded(error, 'GRAPHQL_PARSE_FAILED') : badRequest('The query cannot be read'),
        ];
      }
      const variables = payload.variables ?? {};
      const problems = documentProblems(schema, document, payload.operationName, variables);
      if (problems.length > 0) return problems;
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: variables,
        contextValue: context(request, session!.admin),
      };
    },
    onNext({ extra: { request } }, _id, _payload, _args, result: ExecutionResult) {
      if (!result.errors) return undefined;
      return { ...result, errors: result.errors.map((error) => format(error, request)) };
    },
    onError({ extra: { request } }, _id, _payload, errors) {
      return errors.map((error) => format(error, request));
    },
  });

  /** The handler of one upgraded connection. */
  return (socket: WebSocket, request: FastifyRequest): void => {
    const connection: Connection = { socket, request, session: null };
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // A connection gone while a message was on its way ends as its close says: nothing to report.
        send: (data) =>
          new Promise((resolve) => {
            if (socket.readyState !== socket.OPEN) resolve();
            else socket.send(data, () => resolve());
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: RawData, isBinary: boolean) => {
            const text = isBinary ? '' : textOf(data);
            if (isBinary || SERVER_MESSAGE_TYPES.has(messageType(text) as string)) {
              socket.close(CloseCode.BadRequest, CLOSE_REASONS.invalidMessage);
              return;
            }
            handle(text).catch((error: unknown) => {
              request.log.error({ err: error }, 'GraphQL WebSocket message failed');
              socket.close(CloseCode.InternalServerError, CLOSE_REASONS.internal);
            });
          }),
      },
      connection,
    );

    // A client that answers no ping within a keep-alive period is gone (a phone that lost its
    // network sends no close): its connection is cut.
    let answered = true;
    socket.on('pong', () => {
      answered = true;
    });
    const keepAlive = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      if (!answered) {
        socket.terminate();
        return;
      }
      answered = false;
      socket.ping();
    }, KEEP_ALIVE_MS);

    socket.once('close', (code: number, reason: Buffer) => {
      clearInterval(keepAlive);
      connection.session?.stopWatching();
      closed(code, reason.toString()).catch((error: unknown) =>
        request.log.error({ err: error }, 'GraphQL WebSocket close failed'),
      );
    });
  };
}
