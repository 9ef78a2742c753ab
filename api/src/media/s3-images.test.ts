import { request } from 'node:http';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedImage, imageSize } from '../../test/generated-images';
import { graphqlRequest } from '../../test/graphql-request';
import { file } from '../../test/image-fixtures';
import { useS3Server } from '../../test/s3-server';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { firstCategoryId, postProductWithImage, putProductImage } from '../catalog/catalog-testing';

// The same shop as the data-folder tests, with its images in an S3 bucket (s3rver in process).
const s3 = useS3Server();
const t = useTestApp({ admin: true, env: s3.env });

let categoryId: number;
beforeAll(async () => {
  categoryId = await firstCategoryId(t.app);
});

/** Every key in the bucket, read with a client of its own. */
async function bucketKeys(prefix = ''): Promise<string[]> {
  const answer = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

/** The bucket's keys of the stored image at `path`: the original, its variants, its manifest. */
async function keysOf(path: string): Promise<string[]> {
  const base = path.replace(/^\/uploads\//, '').split('.')[0]!;
  return [...(await bucketKeys(`${base}.`)), ...(await bucketKeys(`.${base}.json`))].sort();
}

function createProduct(image: Buffer, name = 'cake.jpg', type = 'image/jpeg') {
  return postProductWithImage(t, categoryId, file(image, name, type));
}

describe('images in an S3 bucket', () => {
  it('hold the demo artwork seeded into a new shop, served under /uploads', async () => {
    expect(await bucketKeys('demo/')).toContain('demo/chocolate-fudge-cake.svg');
    const served = await t.app.inject({ method: 'GET', url: '/uploads/demo/chocolate-fudge-cake.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<svg');
  });

  it('receive an upload with its resized copies and manifest, streamed back with the same bytes and headers', async () => {
    const original = await generatedImage(1000, 800, 'jpeg');
    const response = await createProduct(original);
    expect(response.statusCode).toBe(201);
    const { id, image } = response.json();
    const base = image.slice('/uploads/'.length, -'.jpg'.length);
    const widths = [320, 640, 960, 1000];
    expect(await keysOf(image)).toEqual(
      [
        `.${base}.json`,
        `${base}.jpg`,
        ...widths.flatMap((width) => [`${base}.w${width}.jpg`, `${base}.w${width}.webp`]),
      ].sort(),
    );

    const info = (
      await graphqlRequest(
        t,
        'query ($id: ID!) { product(id: $id) { imageInfo { width height variants { width webp } } } }',
        { id: String(id) },
      )
    ).data.product.imageInfo;
    expect(info).toEqual({
      width: 1000,
      height: 800,
      variants: widths.map((width) => ({ width, webp: `/uploads/${base}.w${width}.webp` })),
    });

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(original.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['last-modified']).toBeTruthy();
    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: image, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const copy = await t.app.inject({ method: 'GET', url: info.variants[1].webp });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await imageSize(copy.rawPayload)).toMatchObject({ width: 640, format: 'webp' });

    const fitted = await t.app.inject({ method: 'GET', url: `${image}?w=500`, headers: { accept: 'image/webp,*/*' } });
    expect(fitted.statusCode).toBe(302);
    expect(fitted.headers.location).toBe(`/uploads/${base}.w640.webp`);

    const head = await t.app.inject({ method: 'HEAD', url: image });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(original.length));
    expect(head.body).toBe('');
  });

  it('never serves a manifest, a missing key or an address that leaves the uploads', async () => {
    const { image } = (await createProduct(await generatedImage(400, 300, 'jpeg'))).json();
    const base = image.slice('/uploads/'.length, -'.jpg'.length);
    for (const url of [
      `/uploads/.${base}.json`,
      '/uploads/dddddddddddddddddddddddddddddddd.jpg',
      `/uploads/${base}%2Ejpg`,
      '/uploads/demo%2Fhero.svg',
      '/uploads/demo/',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('"width"');
    }
    // `..` as sent on the wire (app.inject would resolve it first).
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request({ host: address.hostname, port: address.port, path: '/uploads/demo/../demo/hero.svg' }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });

  it('lose an image with its copies when it is replaced, and when the product is deleted', async () => {
    const first = (await createProduct(await generatedImage(700, 500, 'png'), 'cake.png', 'image/png')).json();
    const firstKeys = await keysOf(first.image);
    expect(firstKeys).toHaveLength(1 + 3 * 2 + 1);

    const replaced = await putProductImage(
      t,
      first.id,
      file(await generatedImage(300, 200, 'webp'), 'new.webp', 'image/webp'),
    );
    expect(replaced.statusCode).toBe(200);
    expect(await keysOf(first.image)).toEqual([]);
    const secondKeys = await keysOf(replaced.json().image);
    expect(secondKeys).toHaveLength(1 + 1 + 1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${first.id}`, headers: t.admin })).statusCode,
    ).toBe(200);
    expect(await keysOf(replaced.json().image)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: replaced.json().image })).statusCode).toBe(404);
  });

  it('get their missing copies from the start-up pass, read from the bucket', async () => {
    const legacy = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: legacy,
        Body: await generatedImage(500, 400, 'jpeg'),
        ContentType: 'image/jpeg',
      }),
    );
    const other = await createTestApp({ env: s3.env, seed: false });
    try {
      await other.app.ready();
      await expect
        .poll(() => other.logs.find((line) => String(line.msg).startsWith('Image variants:')), { timeout: 20_000 })
        .toBeTruthy();
      expect(await keysOf(`/uploads/${legacy}`)).toEqual(
        [
          '.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.json',
          legacy,
          ...[320, 500].flatMap((width) => [
            `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.w${width}.jpg`,
            `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.w${width}.webp`,
          ]),
        ].sort(),
      );
    } finally {
      await other.close();
    }
  });

  it('are redirected to S3_PUBLIC_URL when it is set, manifests still refused', async () => {
    const cdn = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example/crumb/' }, seed: false });
    try {
      const answer = await cdn.app.inject({ method: 'GET', url: '/uploads/demo/hero.svg' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://cdn.example/crumb/demo/hero.svg');
      expect(
        (await cdn.app.inject({ method: 'GET', url: '/uploads/.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.json' })).statusCode,
      ).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
