import { deepJson } from './hostile-values';

/** A request body as bytes on the wire, with the content type it claims. */
export interface RawBody {
  name: string;
  contentType: string;
  body: string | Buffer;
}

const part = (name: string, value: string, extra = '') =>
  `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, type: string, content: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;

/** Bodies no form or client library would send: broken JSON, wrong types, broken multipart. */
export const RAW_BODIES: readonly RawBody[] = [
  { name: 'JSON cut short', contentType: 'application/json', body: '{"name": "Tart", "price":' },
  { name: 'not JSON at all', contentType: 'application/json', body: 'name=Tart' },
  { name: 'an empty JSON body', contentType: 'application/json', body: '' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'a JSON list', contentType: 'application/json', body: '[{"name":"Tart"}]' },
  { name: 'a JSON string', contentType: 'application/json', body: '"Tart"' },
  { name: 'JSON nested 20,000 deep', contentType: 'application/json', body: deepJson(20_000) },
  {
    name: 'JSON with a prototype key',
    contentType: 'application/json',
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { name: 'JSON with duplicate keys', contentType: 'application/json', body: '{"name":"a","name":"\\u0000"}' },
  {
    name: 'JSON over the body limit',
    contentType: 'application/json',
    body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
  },
  {
    name: 'JSON declared in another charset',
    contentType: 'application/json; charset=utf-16',
    body: '{"name":"Tart"}',
  },
  { name: 'plain text', contentType: 'text/plain', body: '{"name":"Tart"}' },
  { name: 'XML', contentType: 'application/xml', body: '<product><name>Tart</name></product>' },
  { name: 'a URL-encoded form', contentType: 'application/x-www-form-urlencoded', body: 'name=Tart&price=%00' },
  { name: 'a content type with no type', contentType: ';;;', body: '{}' },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: '--x\r\n' },
  {
    name: 'multipart cut short after its boundary',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\n\r\n',
  },
  {
    name: 'multipart ending inside a part',
    contentType: 'multipart/form-data; boundary=x',
    body: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nTart`,
  },
  {
    name: 'multipart with a nameless part',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition\r\n\r\nvalue\r\n--x--\r\n',
  },
  {
    name: 'multipart with a control character',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('name', 'Ta\u0000rt')}${part('price', '1')}--x--\r\n`,
  },
  {
    name: 'multipart with a field over its limit',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('name', 'x'.repeat(70_000))}--x--\r\n`,
  },
  {
    name: 'multipart with a text file as the image',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('name', 'Tart')}${part('price', '1')}${filePart('image', 'tart.png', 'image/png', 'not a picture')}--x--\r\n`,
  },
  {
    name: 'multipart with more files than any form takes',
    contentType: 'multipart/form-data; boundary=x',
    body: `${Array.from({ length: 6 }, (_, index) => filePart(`f${index}`, 'a.png', 'image/png', 'x')).join('')}--x--\r\n`,
  },
  {
    name: 'multipart with a thousand fields',
    contentType: 'multipart/form-data; boundary=x',
    body: `${Array.from({ length: 1000 }, (_, index) => part(`f${index}`, 'x')).join('')}--x--\r\n`,
  },
  {
    name: 'multipart with a path in the file name',
    contentType: 'multipart/form-data; boundary=x',
    body: `${filePart('image', '../../../etc/passwd', 'image/png', 'x')}--x--\r\n`,
  },
];

/** The GraphQL multipart request spec, broken in each way it can be. */
export const GRAPHQL_MULTIPART_BODIES: readonly RawBody[] = [
  {
    name: 'the eight bytes that once ended the process',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\n\r\n',
  },
  {
    name: 'operations that are not JSON',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{not json')}${part('map', '{}')}--x--\r\n`,
  },
  {
    name: 'a map before operations',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('map', '{}')}${part('operations', '{}')}--x--\r\n`,
  },
  {
    name: 'a map that is a list',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{"query":"{ adminExists }"}')}${part('map', '[1]')}--x--\r\n`,
  },
  {
    name: 'a map pointing at a prototype',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{"query":"{ adminExists }"}')}${part('map', '{"0":["__proto__.x"]}')}${filePart('0', 'a.png', 'image/png', 'x')}--x--\r\n`,
  },
  {
    name: 'a map naming a file never sent',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{"query":"{ adminExists }","variables":{}}')}${part('map', '{"0":["variables.file"]}')}--x--\r\n`,
  },
  {
    name: 'a file before the map',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{"query":"{ adminExists }"}')}${filePart('0', 'a.png', 'image/png', 'x')}--x--\r\n`,
  },
  {
    name: 'ten files',
    contentType: 'multipart/form-data; boundary=x',
    body: `${part('operations', '{"query":"{ adminExists }"}')}${part('map', JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, index) => [String(index), [`variables.f${index}`]]))))}--x--\r\n`,
  },
];
