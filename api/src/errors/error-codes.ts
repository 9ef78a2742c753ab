import type { DomainErrorCode } from './domain-errors';

/** Codes GraphQL answers may carry: ours plus the ones Apollo Server sets itself. */
export type GraphqlErrorCode =
  | DomainErrorCode
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'INTERNAL_SERVER_ERROR'
  // The database cannot be reached (database/database-availability.ts).
  | 'SERVICE_UNAVAILABLE';

/** The one table from error code to HTTP status, used by the REST facade. */
const HTTP_STATUS_BY_CODE: Record<GraphqlErrorCode, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function httpStatusForCode(code: unknown): number {
  return typeof code === 'string' && code in HTTP_STATUS_BY_CODE ? HTTP_STATUS_BY_CODE[code as GraphqlErrorCode] : 500;
}

/** What a client sees for any failure we did not expect; the details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
