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

export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
}

export class UnauthorizedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(entity: string) {
    super(`${entity} not found`);
  }
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

export class PayloadTooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
}

/** A service the shop relies on besides its database (the image bucket) cannot be reached: 503, try again later. */
export class ServiceUnavailableError extends DomainError {
  readonly code = 'SERVICE_UNAVAILABLE';
}
