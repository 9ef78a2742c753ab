import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedImage } from '../../test/generated-images';
import { useTestApp } from '../../test/use-test-app';
import { imageVariants } from './variants';

const t = useTestApp();
const name = 'cccccccccccccccccccccccccccccccc.jpg';
const webp = 'image/avif,image/webp,image/apng,*/*;q=0.8';

async function storeImage(width: number, height: number) {
  const content = await generatedImage(width, height, 'jpeg');
  writeFileSync(join(t.config.uploadsDir, name), content);
  await imageVariants.create(t.app.imageStorage, name, content, { width, height });
}

describe('GET /uploads/<name>?w= (a stored image shown small)', () => {
  it("redirects to the narrowest resized copy at least that wide, WebP when accepted, else the upload's format", async () => {
    await storeImage(1000, 800);
    const asked = (url: string, accept?: string) =>
      t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

    const thumbnail = await asked(`/uploads/${name}?w=176`, webp);
    expect(thumbnail.statusCode).toBe(302);
    expect(thumbnail.headers.location).toBe('/uploads/cccccccccccccccccccccccccccccccc.w320.webp');
    expect(thumbnail.headers.vary).toContain('Accept');
    expect((await asked(`/uploads/${name}?w=700`, 'image/*')).headers.location).toBe(
      '/uploads/cccccccccccccccccccccccccccccccc.w960.jpg',
    );
    // Wider than every copy: the widest, the original's own width.
    expect((await asked(`/uploads/${name}?w=3000`, webp)).headers.location).toBe(
      '/uploads/cccccccccccccccccccccccccccccccc.w1000.webp',
    );

    const copy = await asked('/uploads/cccccccccccccccccccccccccccccccc.w320.webp');
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
  });

  it('serves the original for no width, a width that is not one, an image without copies, or an unknown name', async () => {
    await storeImage(400, 300);
    for (const query of ['', '?w=', '?w=abc', '?w=-5', '?w=1.5', '?w=100000', '?x=1']) {
      const answer = await t.app.inject({ method: 'GET', url: `/uploads/${name}${query}`, headers: { accept: webp } });
      expect(answer.statusCode, query).toBe(200);
      expect(answer.headers['content-type'], query).toBe('image/jpeg');
    }
    const svg = await t.app.inject({ method: 'GET', url: '/uploads/demo/chocolate-fudge-cake.svg?w=160' });
    expect([200, 404]).toContain(svg.statusCode);
    expect(svg.headers.location).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/dddddddddddddddddddddddddddddddd.jpg?w=160' })).statusCode,
    ).toBe(404);
    // A malformed address is refused as such, not answered with a server error.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/%E0%A4%A.jpg?w=160' })).statusCode).toBe(400);
  });
});
