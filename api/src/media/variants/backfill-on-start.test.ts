import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Product } from '../../catalog/product.entity';
import { generatedImage, imageSize } from '../../../test/generated-images';
import { graphqlRequest } from '../../../test/graphql-request';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('uploads stored before variants existed', () => {
  it('get their variants in the background once the server is ready, with one log line', async () => {
    // As an older server left them: originals only, next to the demo artwork (never resized).
    const legacy = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
    writeFileSync(join(t.config.uploadsDir, legacy), await generatedImage(700, 500, 'jpeg'));
    writeFileSync(
      join(t.config.uploadsDir, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png'),
      await generatedImage(300, 300, 'png'),
    );
    mkdirSync(join(t.config.uploadsDir, 'demo'), { recursive: true });
    const em = t.orm.em.fork();
    const [product] = await em.find(Product, {}, { limit: 1, orderBy: { id: 'asc' } });
    product!.image = `/uploads/${legacy}`;
    await em.flush();

    await t.app.ready();
    await expect
      .poll(() => t.logs.find((line) => String(line.msg).startsWith('Image variants:')), { timeout: 20_000 })
      .toBeTruthy();
    const line = t.logs.find((entry) => String(entry.msg).startsWith('Image variants:'))!;
    expect(line).toMatchObject({ created: 2, total: 2, msg: 'Image variants: created for 2 of 2 stored images' });

    for (const width of [320, 640, 700]) {
      const webp = join(t.config.uploadsDir, `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.w${width}.webp`);
      expect(existsSync(webp)).toBe(true);
      expect((await imageSize(readFileSync(webp))).width).toBe(width);
      expect(existsSync(join(t.config.uploadsDir, `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.w${width}.jpg`))).toBe(true);
    }
    const answer = await graphqlRequest(
      t,
      `query ($id: ID!) { product(id: $id) { imageInfo { width height variants { width } } } }`,
      { id: String(product!.id) },
    );
    expect(answer.data.product.imageInfo).toEqual({
      width: 700,
      height: 500,
      variants: [{ width: 320 }, { width: 640 }, { width: 700 }],
    });
  });
});
