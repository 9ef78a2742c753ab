import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIF, JPEG, PNG, SVG, TEXT, WEBP, file, form, pngOfSize } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { placeOrder } from '../orders/order-testing';
import { categoryIdNamed, productNames, putProductImage } from './catalog-testing';

const t = useTestApp({ admin: true });
let cakesId: number;
let mixesId: number;
beforeAll(async () => {
  cakesId = await categoryIdNamed(t.app, 'Cakes');
  mixesId = await categoryIdNamed(t.app, 'Baking Mixes');
});

type Method = 'POST' | 'PUT' | 'DELETE';

function send(
  method: Method,
  url: string,
  payload?: FormData | Record<string, unknown>,
  headers: Record<string, string> = t.admin,
) {
  return t.app.inject({ method, url, headers, ...(payload && { payload: payload as never }) });
}

/** The file behind an /uploads path. */
const storedFile = (path: string) => join(t.config.uploadsDir, path.replace(/^\/uploads\//, ''));

/** The images stored by uploads (the demo artwork lives in a folder of its own). */
const storedImages = () => readdirSync(t.config.uploadsDir).filter((name) => name !== 'demo');

function productForm(fields: Record<string, string | File> = {}) {
  return form({
    name: 'Lemon Drizzle',
    description: 'Zesty.',
    price: '4.500',
    category_id: String(cakesId),
    featured: 'true',
    ...fields,
  });
}

async function createProduct(fields: Record<string, string | File> = {}) {
  const response = await send('POST', '/api/products', productForm(fields));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/products', () => {
  it('creates a product from the admin multipart form, reading the text fields, and answers 201 with it', async () => {
    const created = await createProduct({ image: file(PNG, 'lemon.png', 'image/png') });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Lemon Drizzle',
      name_ar: '',
      description: 'Zesty.',
      description_ar: '',
      price: 4.5,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      category: 'Cakes',
      category_id: cakesId,
      featured: true,
      available: true,
      messageMaxLength: null,
      priceFrom: 4.5,
      options: [],
    });
    const stored = await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` });
    expect(stored.json()).toEqual(created);
  });

  it('serves the uploaded image back at its /uploads path with the same bytes', async () => {
    const product = await createProduct({ image: file(PNG, 'lemon.png', 'image/png') });
    const image = await t.app.inject({ method: 'GET', url: product.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a JSON body from integrators without files', async () => {
    const response = await send('POST', '/api/products', { name: ' Plain Scone ', price: 0.75, category_id: mixesId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Plain Scone',
      description: '',
      price: 0.75,
      image: null,
      featured: false,
      category: 'Baking Mixes',
    });
  });

  it('answers 401 without the admin token, and stores nothing', async () => {
    const before = storedImages();
    const response = await send('POST', '/api/products', productForm({ image: file(PNG, 'x.png', 'image/png') }), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(storedImages()).toEqual(before);
  });

  it.each([
    ['a missing name', { name: '' }, 'Product name is required'],
    ['a blank name', { name: '   ' }, 'Product name is required'],
    ['a name over 160 characters', { name: 'x'.repeat(161) }, 'A product name has at most 160 characters'],
    ['a price of 0', { price: '0' }, 'Price must be greater than 0'],
    ['a negative price', { price: '-1' }, 'Price must be greater than 0'],
    ['a price with four decimals', { price: '4.5001' }, 'at most three decimals'],
    ['a price that is not a number', { price: 'cheap' }, 'price'],
    ['an unknown category', { category_id: '999999' }, 'Category not found: 999999'],
    ['a category id that is not a number', { category_id: 'cakes' }, 'category_id'],
    ['featured that is neither true nor false', { featured: 'maybe' }, 'featured'],
  ])('answers 400 for %s', async (_case, fields, message) => {
    const response = await send('POST', '/api/products', productForm(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('answers 400 when the form leaves out the price or the category', async () => {
    const body = form({ name: 'No Price', category_id: String(cakesId) });
    const response = await send('POST', '/api/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('price');
  });
});

describe('product images are checked by their content', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpg'],
    ['a GIF', GIF, 'gif'],
    ['a WebP', WEBP, 'webp'],
  ])('stores %s under a generated name with its real extension', async (_case, bytes, extension) => {
    const product = await createProduct({ image: file(bytes, 'photo.bin', 'application/octet-stream') });
    expect(product.image).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
  });

  it('trusts the content, not the claimed type: a PNG sent as image/gif is stored as a PNG', async () => {
    const product = await createProduct({ image: file(PNG, 'photo.gif', 'image/gif') });
    expect(product.image).toMatch(/\.png$/);
  });

  it.each([
    ['a text file named x.png', file(TEXT, 'x.png', 'image/png')],
    ['an SVG image', file(SVG, 'logo.svg', 'image/svg+xml')],
  ])('answers 415 for %s, and stores nothing', async (_case, upload) => {
    const before = storedImages();
    const response = await send('POST', '/api/products', productForm({ name: 'Refused', image: upload }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Only PNG, JPEG, GIF or WebP images are accepted' });
    expect(storedImages()).toEqual(before);
    expect(await productNames(t.app)).not.toContain('Refused');
  });

  it('answers 413 for a 6 MB image, and stores nothing', async () => {
    const before = storedImages();
    const response = await send(
      'POST',
      '/api/products',
      productForm({ image: file(pngOfSize(6 * 1024 * 1024), 'big.png', 'image/png') }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Images must be 5 MB or smaller' });
    expect(storedImages()).toEqual(before);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const product = await createProduct({ image: file(pngOfSize(5 * 1024 * 1024), 'max.png', 'image/png') });
    expect(product.image).toMatch(/\.png$/);
  });

  it('treats an empty file input as no image', async () => {
    const product = await createProduct({ image: file(Buffer.alloc(0), '', 'application/octet-stream') });
    expect(product.image).toBeNull();
  });
});

describe('PUT /api/products/{id}', () => {
  it('changes the fields sent and keeps the others, including the image', async () => {
    const product = await createProduct({ image: file(PNG, 'a.png', 'image/png') });
    const response = await send('PUT', `/api/products/${product.id}`, form({ price: '6.250', featured: 'false' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...product, price: 6.25, priceFrom: 6.25, featured: false });
  });

  it('takes the full admin form, moving the product to another category', async () => {
    const product = await createProduct();
    const response = await send(
      'PUT',
      `/api/products/${product.id}`,
      productForm({ name: 'Brownie Mix Deluxe', category_id: String(mixesId) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Brownie Mix Deluxe',
      category: 'Baking Mixes',
      category_id: mixesId,
    });
  });

  it('accepts a JSON body', async () => {
    const product = await createProduct();
    const response = await send('PUT', `/api/products/${product.id}`, { description: 'Now with more lemon.' });
    expect(response.json()).toEqual({ ...product, description: 'Now with more lemon.' });
  });

  it('replaces the image with a new one and deletes the old file', async () => {
    const product = await createProduct({ image: file(PNG, 'old.png', 'image/png') });
    expect(existsSync(storedFile(product.image))).toBe(true);
    const response = await putProductImage(t, product.id, file(GIF, 'new.gif', 'image/gif'));
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toMatch(/\.gif$/);
    expect(existsSync(storedFile(response.json().image))).toBe(true);
    expect(existsSync(storedFile(product.image))).toBe(false);
  });

  it('still saves the change when the old file cannot be removed, and logs it', async () => {
    const product = await createProduct({ image: file(PNG, 'old.png', 'image/png') });
    // A directory where the old file was: unlink() fails on it.
    rmSync(storedFile(product.image));
    mkdirSync(join(storedFile(product.image), 'blocker'), { recursive: true });
    const response = await putProductImage(t, product.id, file(GIF, 'new.gif', 'image/gif'));
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toMatch(/\.gif$/);
    expect(t.logs.some((line) => line.msg === 'Could not remove an unused image' && line.path === product.image)).toBe(
      true,
    );
  });

  it('never deletes the demo artwork it replaces', async () => {
    const [seeded] = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(seeded.image).toMatch(/^\/uploads\/demo\//);
    const response = await send(
      'PUT',
      `/api/products/${seeded.id}`,
      form({ image: file(PNG, 'new.png', 'image/png') }),
    );
    expect(response.statusCode).toBe(200);
    expect(existsSync(storedFile(seeded.image))).toBe(true);
  });

  it('keeps the old image when the new one is refused', async () => {
    const product = await createProduct({ image: file(PNG, 'old.png', 'image/png') });
    const response = await send(
      'PUT',
      `/api/products/${product.id}`,
      form({ image: file(SVG, 'new.svg', 'image/svg+xml') }),
    );
    expect(response.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().image).toBe(
      product.image,
    );
    expect(existsSync(storedFile(product.image))).toBe(true);
  });

  it('answers 400 for bad input and for an id that is not a number, 404 for an unknown id, 401 without a token', async () => {
    const product = await createProduct();
    expect((await send('PUT', `/api/products/${product.id}`, form({ name: ' ' }))).json()).toEqual({
      error: 'Product name is required',
    });
    expect((await send('PUT', `/api/products/${product.id}`, form({ price: '0' }))).statusCode).toBe(400);
    expect((await send('PUT', `/api/products/${product.id}`, form({ category_id: '424242' }))).json()).toEqual({
      error: 'Category not found: 424242',
    });
    expect((await send('PUT', '/api/products/abc', form({ price: '1' }))).statusCode).toBe(400);
    const missing = await send('PUT', '/api/products/999999', form({ price: '1' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found' });
    expect((await send('PUT', `/api/products/${product.id}`, form({ price: '1' }), {})).statusCode).toBe(401);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product and its image file, answering {success: true}', async () => {
    const product = await createProduct({ image: file(WEBP, 'p.webp', 'image/webp') });
    const response = await send('DELETE', `/api/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect(existsSync(storedFile(product.image))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: product.image })).statusCode).toBe(404);
  });

  it('deletes a product that was ordered; the order keeps its name and price', async () => {
    const product = await createProduct();
    const order = await placeOrder(t.app, [{ id: product.id, quantity: 2 }]);
    expect(order.statusCode).toBe(201);
    expect((await send('DELETE', `/api/products/${product.id}`)).json()).toEqual({ success: true });
    const kept = await t.app.inject({ method: 'GET', url: `/api/orders/${order.json().orderId}`, headers: t.admin });
    expect(kept.json().items).toEqual([
      expect.objectContaining({ productId: null, name: 'Lemon Drizzle', quantity: 2, price: 4.5 }),
    ]);
  });

  it('answers 401 without a token, 404 for an unknown id and 400 for a bad one', async () => {
    const product = await createProduct();
    expect((await send('DELETE', `/api/products/${product.id}`, undefined, {})).statusCode).toBe(401);
    expect((await send('DELETE', '/api/products/999999')).json()).toEqual({ error: 'Product not found' });
    expect((await send('DELETE', '/api/products/0')).statusCode).toBe(400);
  });
});

describe('category writes', () => {
  function categoryForm(fields: Record<string, string | File> = {}) {
    return form({ name: 'Seasonal Specials', description: 'Only for a while.', show_on_homepage: 'false', ...fields });
  }

  /** POST /api/categories as the admin, which must answer 201: the category created. */
  async function createCategory(body: FormData | Record<string, unknown>) {
    const response = await send('POST', '/api/categories', body);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** A category with both its images, through the admin's form. */
  function createCategoryWithImages() {
    return createCategory(
      categoryForm({ image: file(PNG, 'c.png', 'image/png'), display_image: file(PNG, 'd.png', 'image/png') }),
    );
  }

  it('POST /api/categories creates a category with its image and homepage display image', async () => {
    const created = await createCategory(
      categoryForm({ image: file(PNG, 'c.png', 'image/png'), display_image: file(JPEG, 'd.jpg', 'image/jpeg') }),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Seasonal Specials',
      name_ar: '',
      description: 'Only for a while.',
      description_ar: '',
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      display_image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/),
      show_on_homepage: false,
    });
    const homepage = (await t.app.inject({ method: 'GET', url: '/api/categories/homepage' })).json();
    expect(homepage.map((c: { name: string }) => c.name)).not.toContain('Seasonal Specials');
  });

  it('shows a new category on the home page unless told otherwise, also from JSON', async () => {
    expect(await createCategory({ name: 'Breads' })).toMatchObject({
      name: 'Breads',
      description: '',
      image: null,
      display_image: null,
      show_on_homepage: true,
    });
  });

  it("answers 400 'Category name is required' without a name, 401 without a token", async () => {
    const missing = await send('POST', '/api/categories', form({ description: 'Nameless' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Category name is required' });
    expect((await send('POST', '/api/categories', categoryForm(), {})).statusCode).toBe(401);
    expect((await send('POST', '/api/categories', categoryForm({ show_on_homepage: 'yes' }))).statusCode).toBe(400);
  });

  it('removes an image it already stored when a second image of the same form is refused', async () => {
    const before = storedImages();
    const response = await send(
      'POST',
      '/api/categories',
      categoryForm({ image: file(PNG, 'c.png', 'image/png'), display_image: file(SVG, 'd.svg', 'image/svg+xml') }),
    );
    expect(response.statusCode).toBe(415);
    expect(storedImages()).toEqual(before);
  });

  it('PUT /api/categories/{id} changes the fields sent and replaces only the image sent, deleting the old file', async () => {
    const created = await createCategoryWithImages();
    const response = await send(
      'PUT',
      `/api/categories/${created.id}`,
      form({ show_on_homepage: 'true', display_image: file(GIF, 'd.gif', 'image/gif') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      show_on_homepage: true,
      display_image: expect.stringMatching(/\.gif$/),
    });
    expect(existsSync(storedFile(created.display_image))).toBe(false);
    expect(existsSync(storedFile(created.image))).toBe(true);
  });

  it('PUT answers 404 for an unknown category and 400 for a blank name', async () => {
    expect((await send('PUT', '/api/categories/999999', form({ name: 'X' }))).json()).toEqual({
      error: 'Category not found',
    });
    expect((await send('PUT', `/api/categories/${cakesId}`, { name: '' })).json()).toEqual({
      error: 'Category name is required',
    });
  });

  it('DELETE refuses a category that still has products with 409', async () => {
    const response = await send('DELETE', `/api/categories/${cakesId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This category still has products. Move or delete them first.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/categories/${cakesId}` })).statusCode).toBe(200);
  });

  it('DELETE removes an empty category and its image files, answering {success: true}', async () => {
    const created = await createCategoryWithImages();
    const response = await send('DELETE', `/api/categories/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(existsSync(storedFile(created.image))).toBe(false);
    expect(existsSync(storedFile(created.display_image))).toBe(false);
    expect((await send('DELETE', `/api/categories/${created.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/categories/${mixesId}`, undefined, {})).statusCode).toBe(401);
  });
});
