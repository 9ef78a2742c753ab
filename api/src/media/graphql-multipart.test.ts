import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIF, PNG, SVG, file, graphqlMultipart, pngOfSize } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { productNames } from '../catalog/catalog-testing';

const t = useTestApp({ admin: true });
let categoryId: string;
beforeAll(async () => {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { id } }' } });
  categoryId = response.json().data.categories[0].id;
});

const CREATE_PRODUCT = `mutation ($input: ProductInput!, $image: Upload) {
  createProduct(input: $input, image: $image) { id name image }
}`;

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

function upload(body: FormData, headers: Record<string, string> = { ...t.admin, ...PREFLIGHT }) {
  return t.app.inject({ method: 'POST', url: '/graphql', headers, payload: body as never });
}

const storedImages = () => readdirSync(t.config.uploadsDir).filter((name) => name !== 'demo');

function productUpload(name: string, image: File) {
  return graphqlMultipart(CREATE_PRODUCT, { input: { name, price: 3.5, categoryId } }, { image });
}

describe('GraphQL multipart requests on /graphql', () => {
  it('take a file as an Upload variable (operations, map, then the file part) and store it', async () => {
    const response = await upload(productUpload('Uploaded Tart', file(PNG, 'tart.png', 'image/png')));
    expect(response.statusCode).toBe(200);
    const { data, errors } = response.json();
    expect(errors).toBeUndefined();
    expect(data.createProduct).toMatchObject({
      name: 'Uploaded Tart',
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
    });
    expect(
      readFileSync(join(t.config.uploadsDir, data.createProduct.image.slice('/uploads/'.length))).equals(PNG),
    ).toBe(true);
  });

  it('are refused as possible cross-site request forgery without the apollo-require-preflight header', async () => {
    const before = storedImages();
    const response = await upload(productUpload('Forged Tart', file(PNG, 'tart.png', 'image/png')), t.admin);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Cross-Site Request Forgery');
    expect(storedImages()).toEqual(before);
    expect(await productNames(t.app)).not.toContain('Forged Tart');
  });

  it('answer UNAUTHENTICATED for a write without the admin token', async () => {
    const response = await upload(productUpload('Anonymous Tart', file(PNG, 'tart.png', 'image/png')), PREFLIGHT);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('check the file by its content: PAYLOAD_TOO_LARGE over 5 MB, UNSUPPORTED_MEDIA_TYPE for an SVG', async () => {
    const before = storedImages();
    const big = await upload(productUpload('Big Tart', file(pngOfSize(6 * 1024 * 1024), 'big.png', 'image/png')));
    expect(big.json().errors[0]).toMatchObject({
      message: 'Images must be 5 MB or smaller',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const svg = await upload(productUpload('Vector Tart', file(SVG, 'tart.png', 'image/png')));
    expect(svg.json().errors[0]).toMatchObject({
      message: 'Only PNG, JPEG, GIF or WebP images are accepted',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(storedImages()).toEqual(before);
  });

  it('carry several files, one per Upload argument', async () => {
    const query = `mutation ($input: CategoryInput!, $image: Upload, $displayImage: Upload) {
      createCategory(input: $input, image: $image, displayImage: $displayImage) { image displayImage }
    }`;
    const body = graphqlMultipart(
      query,
      { input: { name: 'Tarts' } },
      { image: file(PNG, 'a.png', 'image/png'), displayImage: file(GIF, 'b.gif', 'image/gif') },
    );
    const { data } = (await upload(body)).json();
    expect(data.createCategory).toEqual({
      image: expect.stringMatching(/\.png$/),
      displayImage: expect.stringMatching(/\.gif$/),
    });
  });

  it('refuse more files than any operation takes', async () => {
    const files = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((name) => [name, file(PNG, `${name}.png`, 'image/png')]),
    );
    const response = await upload(
      graphqlMultipart(CREATE_PRODUCT, { input: { name: 'Many', price: 1, categoryId } }, files),
    );
    expect(response.statusCode).toBe(413);
  });

  it('cannot be imitated by a JSON request: an Upload variable only takes a file part', async () => {
    const forged = { filename: 'x.png', mimetype: 'image/png', encoding: '7bit', createReadStream: 'nope' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: t.admin,
      payload: { query: CREATE_PRODUCT, variables: { input: { name: 'Forged', price: 1, categoryId }, image: forged } },
    });
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('are parsed only in the /graphql scope: the server itself has no multipart parser', () => {
    expect(t.app.hasContentTypeParser('multipart/form-data')).toBe(false);
  });
});
