import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedImage, imageSize } from '../../../test/generated-images';
import { graphqlRequest } from '../../../test/graphql-request';
import { file, graphqlMultipart } from '../../../test/image-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { firstCategoryId, postProductWithImage, putProductImage } from '../../catalog/catalog-testing';
import { TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from './index';
import { variantQueue } from './variant-queue';

const t = useTestApp({ admin: true });
let categoryId: number;
beforeAll(async () => {
  categoryId = await firstCategoryId(t.app);
});

const uploaded = (path: string) => join(t.config.uploadsDir, path.replace(/^\/uploads\//, ''));
/** Every file of the upload folder (variants and manifests included), the demo artwork aside. */
const storedFiles = () =>
  readdirSync(t.config.uploadsDir)
    .filter((name) => name !== 'demo')
    .sort();
/** The files that belong to the stored image at `path`: the original, its variants, its manifest. */
const filesOf = (path: string) => {
  const base = path.replace(/^\/uploads\//, '').split('.')[0]!;
  return storedFiles().filter((name) => name.startsWith(`${base}.`) || name === `.${base}.json`);
};

function createProduct(image: Buffer, name = 'image.png', type = 'image/png') {
  return postProductWithImage(t, categoryId, file(image, name, type));
}

async function imageInfo(productId: number) {
  const response = await graphqlRequest(
    t,
    `query ($id: ID!) { product(id: $id) { imageInfo { width height variants { width webp fallback } } } }`,
    { id: String(productId) },
  );
  return response.data.product.imageInfo;
}

describe('an uploaded image', () => {
  it('is resized into the standard widths below its own, plus its own, in WebP and in its format', async () => {
    const response = await createProduct(await generatedImage(1500, 1000, 'jpeg'), 'cake.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { id, image } = response.json();
    const base = image.slice('/uploads/'.length, -'.jpg'.length);

    const info = await imageInfo(id);
    expect(info).toEqual({
      width: 1500,
      height: 1000,
      variants: [320, 640, 960, 1280, 1500].map((width) => ({
        width,
        webp: `/uploads/${base}.w${width}.webp`,
        fallback: `/uploads/${base}.w${width}.jpg`,
      })),
    });
    for (const variant of info.variants) {
      expect(await imageSize(readFileSync(uploaded(variant.webp)))).toEqual({
        width: variant.width,
        height: Math.round((variant.width * 2) / 3),
        format: 'webp',
      });
      expect((await imageSize(readFileSync(uploaded(variant.fallback)))).format).toBe('jpeg');
    }
    const served = await t.app.inject({ method: 'GET', url: info.variants[1].webp });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('is never enlarged: a small image gets its own width only', async () => {
    const { id } = (await createProduct(await generatedImage(200, 150, 'png'))).json();
    const info = await imageInfo(id);
    expect(info.variants.map((variant: { width: number }) => variant.width)).toEqual([200]);
    expect(info.variants[0].fallback).toMatch(/\.w200\.png$/);
  });

  it('reports the size a photo is shown at, after its EXIF orientation', async () => {
    const { id } = (await createProduct(await generatedImage(400, 200, 'jpeg', 6), 'turned.jpg', 'image/jpeg')).json();
    const info = await imageInfo(id);
    expect(info).toMatchObject({ width: 200, height: 400 });
    expect(await imageSize(readFileSync(uploaded(info.variants[0].webp)))).toMatchObject({ width: 200, height: 400 });
  });

  it('keeps a WebP upload to one file per width', async () => {
    const { id, image } = (
      await createProduct(await generatedImage(700, 700, 'webp'), 'square.webp', 'image/webp')
    ).json();
    const info = await imageInfo(id);
    expect(
      info.variants.map((variant: { webp: string; fallback: string }) => variant.webp === variant.fallback),
    ).toEqual([true, true, true]);
    expect(filesOf(image)).toHaveLength(1 + 3 + 1);
  });

  it('has no variants when it is demo artwork (SVG) or a full URL', async () => {
    const response = await graphqlRequest(
      t,
      '{ products { image imageInfo { width } } settings { logo logoInfo { width } } }',
    );
    const seeded = response.data.products.filter((product: { image: string }) =>
      product.image.startsWith('/uploads/demo/'),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const product of seeded) expect(product.imageInfo).toBeNull();
    expect(response.data.settings.logoInfo).toBeNull();
  });
});

describe('decoding is bounded', () => {
  it('refuses an image over 40 megapixels with 413 and a clear message, storing nothing', async () => {
    const huge = await generatedImage(8000, 6000, 'png');
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = storedFiles();
    const response = await createProduct(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: TOO_MANY_PIXELS_MESSAGE });
    expect(TOO_MANY_PIXELS_MESSAGE).toBe('The image is too large to process (over 40 megapixels).');
    expect(storedFiles()).toEqual(before);
  });

  it('answers PAYLOAD_TOO_LARGE over GraphQL for the same image', async () => {
    const body = graphqlMultipart(
      'mutation ($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id } }',
      { input: { name: 'Huge', price: 1, categoryId: String(categoryId) } },
      { image: file(await generatedImage(8000, 6000, 'png'), 'huge.png', 'image/png') },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...t.admin, 'apollo-require-preflight': 'true' },
      payload: body as never,
    });
    expect(response.json().errors[0]).toMatchObject({
      message: TOO_MANY_PIXELS_MESSAGE,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('accepts an image of exactly 40 megapixels', async () => {
    expect((await createProduct(await generatedImage(8000, 5000, 'png'))).statusCode).toBe(201);
  });

  it('refuses with 400 an image that starts well but cannot be decoded, storing nothing', async () => {
    const whole = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const before = storedFiles();
    const response = await createProduct(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNREADABLE_IMAGE_MESSAGE });
    expect(storedFiles()).toEqual(before);
  });
});

describe('variants leave with their image', () => {
  it('are removed when the image is replaced, and when the product is deleted', async () => {
    const first = (await createProduct(await generatedImage(1000, 800, 'png'))).json();
    const firstFiles = filesOf(first.image);
    expect(firstFiles).toHaveLength(1 + 4 * 2 + 1);

    const replaced = await putProductImage(
      t,
      first.id,
      file(await generatedImage(500, 400, 'jpeg'), 'new.jpg', 'image/jpeg'),
    );
    expect(replaced.statusCode).toBe(200);
    for (const name of firstFiles) expect(existsSync(join(t.config.uploadsDir, name))).toBe(false);
    const secondFiles = filesOf(replaced.json().image);
    expect(secondFiles).toHaveLength(1 + 2 * 2 + 1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${first.id}`, headers: t.admin })).statusCode,
    ).toBe(200);
    for (const name of secondFiles) expect(existsSync(join(t.config.uploadsDir, name))).toBe(false);
  });
});

describe('resizing runs off the event loop', () => {
  it('lets other requests answer while a large image is being resized', async () => {
    const large = await generatedImage(7000, 5000, 'png');
    let uploadDone = false;
    const upload = createProduct(large).then((response) => {
      uploadDone = true;
      return response;
    });
    // Wait until sharp is at work on it, then ask for something else.
    await expect.poll(() => sharp.counters().process, { interval: 5, timeout: 10_000 }).toBeGreaterThan(0);
    const other = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(other.statusCode).toBe(200);
    expect(uploadDone).toBe(false);
    expect((await upload).statusCode).toBe(201);
  });

  it('resizes at most two images at once', async () => {
    const images = await Promise.all([0, 1, 2, 3].map((index) => generatedImage(3000 + index, 2000, 'png')));
    // Sampled from the queue every resize goes through: reading headers (cheap) is not counted.
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, variantQueue.pending);
    }, 2);
    const responses = await Promise.all(images.map((image) => createProduct(image)));
    clearInterval(sampler);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(most).toBe(2);
  });
});
