/** A failure whose HTTP status is already decided; its message is safe to show below 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
