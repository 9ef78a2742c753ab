import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** The files among an operation's variables, by their dotted path ('input.image' -> 'variables.input.image'). */
function findFiles(value: unknown, path: string, found: Map<string, File>): unknown {
  if (value instanceof File) {
    found.set(path, value);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => findFiles(item, `${path}.${index}`, found));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, findFiles(item, `${path}.${key}`, found)]),
    );
  }
  return value;
}

export function hasFiles(variables: Record<string, unknown> | undefined): boolean {
  const found = new Map<string, File>();
  findFiles(variables, 'variables', found);
  return found.size > 0;
}

/**
 * The body of a GraphQL multipart request (the graphql-multipart-request-spec the API reads):
 * the operation with each file replaced by null, a map from part name to variable path, then
 * the files in that order.
 */
export function multipartBody(query: string, operationName: string | undefined, variables: Record<string, unknown>) {
  const files = new Map<string, File>();
  const cleaned = findFiles(variables, 'variables', files);
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, operationName, variables: cleaned }));
  const entries = [...files.entries()];
  body.append('map', JSON.stringify(Object.fromEntries(entries.map(([path], index) => [String(index), [path]]))));
  entries.forEach(([, file], index) => body.append(String(index), file, file.name));
  return body;
}

/**
 * Sends operations that carry files (product, category and settings images) as multipart
 * form data; every other operation goes on to the JSON link. The browser sets the multipart
 * content type itself, since only it knows the part boundary; `apollo-require-preflight`
 * tells the API the request is not a cross-site form post.
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const controller = new AbortController();
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        fetch(uri, {
          method: 'POST',
          credentials: 'include',
          headers: { ...headers, 'apollo-require-preflight': 'true' },
          body: multipartBody(print(operation.query), operation.operationName, operation.variables),
          signal: controller.signal,
        })
          .then(async (response) => {
            const result = (await response.json().catch(() => undefined)) as ApolloLink.Result | undefined;
            if (!result || (!result.data && !result.errors)) {
              throw new Error(`HTTP error! status: ${response.status}`);
            }
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}
