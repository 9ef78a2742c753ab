import { HttpResponse } from 'msw';

// The API's error answers: a refusal carries a message meant for people (a domain error code),
// a fault does not.

// Typed as an answer without data, so a handler of any operation may return it.
interface ErrorsOnly {
  data?: null;
  errors: { message: string; extensions: { code: string } }[];
}

export function refusal(message: string, code = 'BAD_USER_INPUT') {
  return HttpResponse.json<ErrorsOnly>({ errors: [{ message, extensions: { code } }] });
}

export function serverFault() {
  return refusal('Unexpected error.', 'INTERNAL_SERVER_ERROR');
}
