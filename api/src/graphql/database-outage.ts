import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  type DatabaseAvailability,
} from '../database/database-availability';

/**
 * A database outage over GraphQL: the failing operation answers HTTP 503 with Retry-After and
 * errors coded SERVICE_UNAVAILABLE (formatGraphqlError words them), and the outage is reported
 * to the availability tracker, which logs it once instead of a stack per request.
 */
export function databaseOutagePlugin(availability: DatabaseAvailability): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          const failure = errors.find((error) => availability.explains(error));
          if (failure) availability.reportFailure(failure);
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.some(
            (error) => error.extensions?.code === DATABASE_UNAVAILABLE_CODE,
          );
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}

/**
 * The error to throw when the request context cannot be built because the database is away
 * (the admin lookup). Apollo answers context failures before any plugin hook sees a response,
 * so the status and header travel on the error itself.
 */
export function databaseUnavailableContextError(cause: unknown): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    originalError: cause instanceof Error ? cause : undefined,
    extensions: {
      code: DATABASE_UNAVAILABLE_CODE,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}
