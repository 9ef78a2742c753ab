import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { adminHeaders } from '../../test/admin-session';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/products', () => {
  it('answers every product in the REST shape, with the price in BD and the category by name', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.length).toBeGreaterThanOrEqual(8);
    const cake = products.find((p: { name: string }) => p.name === 'Chocolate Fudge Cake');
    expect(cake).toEqual({
      id: expect.any(Number),
      name: 'Chocolate Fudge Cake',
      name_ar: 'كيكة شوكولاتة بالفدج',
      description: expect.stringContaining('chocolate'),
      description_ar: expect.stringContaining('الشوكولاتة'),
      price: 12.5,
      image: '/uploads/demo/chocolate-fudge-cake.svg',
      category: 'Cakes',
      category_id: expect.any(Number),
      featured: true,
      available: true,
      messageMaxLength: null,
      priceFrom: 12.5,
      options: [],
    });
  });

  it('lists featured products first', async () => {
    const products: Array<{ featured: boolean }> = (await get('/api/products')).json();
    const firstPlain = products.findIndex((p) => !p.featured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(products.slice(firstPlain).every((p) => !p.featured)).toBe(true);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product', async () => {
    const [first] = (await get('/api/products')).json();
    const response = await get(`/api/products/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it('answers 400 with an error for an id that is not a number', async () => {
    const response = await get('/api/products/abc');
    expectError(response, 400, expect.stringContaining('id'));
  });

  it('answers 404 with an error for an unknown id', async () => {
    const response = await get('/api/products/999999');
    expectError(response, 404, 'Product not found');
  });
});

describe('categories', () => {
  it('GET /api/categories answers every category in the REST shape', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['Cakes', 'Baking Mixes', 'Sweets']);
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Cakes',
      name_ar: 'الكيك',
      description: expect.any(String),
      description_ar: expect.any(String),
      image: '/uploads/demo/category-cakes.svg',
      display_image: null,
      show_on_homepage: true,
    });
  });

  it('GET /api/categories/homepage leaves out categories not shown on the home page', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: await adminHeaders(t),
      payload: { name: 'Seasonal', description: '', show_on_homepage: 'false' },
    });
    expect(created.statusCode).toBe(201);

    const all = (await get('/api/categories')).json().map((c: { name: string }) => c.name);
    const homepage = (await get('/api/categories/homepage')).json().map((c: { name: string }) => c.name);
    expect(all).toContain('Seasonal');
    expect(homepage).not.toContain('Seasonal');
    expect(homepage).toEqual(['Cakes', 'Baking Mixes', 'Sweets']);
  });

  it('GET /api/categories/{id} answers one category, 400 for a bad id and 404 for an unknown one', async () => {
    const [first] = (await get('/api/categories')).json();
    expect((await get(`/api/categories/${first.id}`)).json()).toEqual(first);
    expect((await get('/api/categories/0')).statusCode).toBe(400);
    const missing = await get('/api/categories/424242');
    expectError(missing, 404, 'Category not found');
  });
});

describe('failures', () => {
  it('answers 404 with an error for a call that does not exist', async () => {
    const response = await get('/api/nothing-here');
    expectError(response, 404, expect.any(String));
  });
});
