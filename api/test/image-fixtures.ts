/**
 * Tiny real images (1x1 pixel) and not-images, for upload tests. Written here as bytes, never
 * downloaded.
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const JPEG = Buffer.concat([
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  Buffer.from([0xff, 0xd9]),
]);

export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

export const TEXT = Buffer.from('just some text, not a picture');

/** A PNG signature followed by `size` bytes in all: a valid start, far too big. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes);
  return bytes;
}

/** A file for a multipart form, with whatever name and type the client claims. */
export function file(bytes: Buffer, name: string, type: string): File {
  return new File([bytes], name, { type });
}

/** A multipart form of text fields and files, as a browser builds it. */
export function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` with null where files go, `map` from file part names to variable paths, then the
 * files.
 */
export function graphqlMultipart(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, File>,
): FormData {
  const body = new FormData();
  const withNulls = { ...variables, ...Object.fromEntries(Object.keys(files).map((name) => [name, null])) };
  body.append('operations', JSON.stringify({ query, variables: withNulls }));
  const names = Object.keys(files);
  body.append(
    'map',
    JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))),
  );
  names.forEach((name, index) => body.append(String(index), files[name]!));
  return body;
}
