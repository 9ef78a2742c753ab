import { beforeAll, describe, expect, it } from 'vitest';
import { generatedImage } from '../../test/generated-images';
import { graphqlRequest } from '../../test/graphql-request';
import { file, PNG } from '../../test/image-fixtures';
import { useS3Server } from '../../test/s3-server';
import { useTestApp } from '../../test/use-test-app';
import { firstCategoryId, postProductWithImage } from '../catalog/catalog-testing';
import { IMAGE_STORAGE_OUTAGE_MESSAGE } from '../storage';

// A shop whose bucket stops answering while it runs: pages keep rendering, uploads and images
// answer 503 with a message, and nothing hangs.
const s3 = useS3Server();
const t = useTestApp({ admin: true, env: s3.env });

let categoryId: number;
let storedImage: string;
beforeAll(async () => {
  categoryId = await firstCategoryId(t.app);
  const created = await createProduct(await generatedImage(700, 500, 'png'));
  expect(created.statusCode).toBe(201);
  storedImage = created.json().image;
  // The bucket goes away.
  await s3.close();
});

function createProduct(image: Buffer) {
  return postProductWithImage(t, categoryId, file(image, 'roll.png', 'image/png'), {
    name: 'Pistachio Roll',
    price: '2.000',
  });
}

describe('while the image bucket is unreachable', () => {
  it('still answers the catalogue: images go without their resized copies', async () => {
    const answer = await graphqlRequest(t, '{ products { name image imageInfo { width } } }');
    expect(answer.errors).toBeUndefined();
    const product = answer.data.products.find((candidate: { image: string }) => candidate.image === storedImage);
    expect(product).toMatchObject({ name: 'Pistachio Roll', imageInfo: null });
    expect(
      t.logs.some((line) => line.msg === 'The image storage failed: images are shown without their resized copies'),
    ).toBe(true);
  });

  it('refuses an upload with 503 and a message to try again, and logs why', async () => {
    const response = await createProduct(PNG);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toEqual({ error: IMAGE_STORAGE_OUTAGE_MESSAGE });
    expect(t.logs.some((line) => line.msg === 'The image storage failed: an upload was refused' && line.err)).toBe(
      true,
    );
    // Nothing half-made: the product was not created.
    const names = (await t.app.inject({ method: 'GET', url: '/api/products' }))
      .json()
      .map((product: { name: string }) => product.name);
    expect(names.filter((name: string) => name === 'Pistachio Roll')).toHaveLength(1);
  });

  it('answers 503 for a stored image rather than hanging or calling it missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: storedImage });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: IMAGE_STORAGE_OUTAGE_MESSAGE });
  });

  it("never takes the bucket's outage for the database's", () => {
    expect(t.logs.filter((line) => String(line.msg).startsWith('database unreachable'))).toEqual([]);
  });
});
