/**
 * The expected failures of the shop's rules. Services throw these; the GraphQL layer turns the
 * code into `extensions.code` and the REST facade into an HTTP status (see error-codes.ts).
 * Anything else thrown is unexpected: logged in full, answered with a generic message.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
}

/** The base of the errors of one code: each class below names one, and only the not-found one adds a message of its own. */
function withCode<const Code extends DomainErrorCode>(code: Code) {
  return class extends DomainError {
    readonly code = code;
  };
}

export class InvalidInputError extends withCode('BAD_USER_INPUT') {}

export class UnauthorizedError extends withCode('UNAUTHENTICATED') {}

/** Signed in, but the account's role may not do this. */
export class ForbiddenError extends withCode('FORBIDDEN') {}

export class NotFoundError extends withCode('NOT_FOUND') {
  constructor(entity: string) {
    super(`${entity} not found`);
  }
}

export class ConflictError extends withCode('CONFLICT') {}

export class PayloadTooLargeError extends withCode('PAYLOAD_TOO_LARGE') {}

export class UnsupportedMediaTypeError extends withCode('UNSUPPORTED_MEDIA_TYPE') {}

export class TooManyRequestsError extends withCode('TOO_MANY_REQUESTS') {}

/** A service the shop relies on besides its database (the image bucket) cannot be reached: 503, try again later. */
export class ServiceUnavailableError extends withCode('SERVICE_UNAVAILABLE') {}
