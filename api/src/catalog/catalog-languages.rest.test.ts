import { describe, expect, it } from 'vitest';
import { form } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { categoryIdNamed } from './catalog-testing';

const t = useTestApp({ admin: true });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: FormData | Record<string, unknown>) =>
  t.app.inject({ method, url, headers: t.admin, payload: payload as never });

/** POST as the admin, which must answer 201: what it created. */
async function create(url: string, payload: FormData | Record<string, unknown>) {
  const response = await send('POST', url, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const cakesId = () => categoryIdNamed(t.app, 'Cakes');

describe('catalog reads in the language asked for', () => {
  it('answers Arabic names for ?lang=ar, with the Arabic twins in every language', async () => {
    const arabic = (await get('/api/products?lang=ar')).json();
    const kunafa = arabic.find((p: { name_ar: string }) => p.name_ar === 'صينية كنافة بالزعفران');
    expect(kunafa).toMatchObject({ name: 'صينية كنافة بالزعفران', description: kunafa.description_ar });
    expect(arabic.every((p: { name: string; name_ar: string }) => p.name === p.name_ar)).toBe(true);

    const english = (await get('/api/products?lang=en')).json();
    expect(english.find((p: { id: number }) => p.id === kunafa.id)).toMatchObject({
      name: 'Saffron Kunafa Tray',
      name_ar: 'صينية كنافة بالزعفران',
    });
  });

  it('takes Accept-Language without ?lang, ?lang before it, and English without either', async () => {
    const first = async (url: string, headers?: Record<string, string>) => (await get(url, headers)).json()[0].name;
    expect(await first('/api/categories', { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.8' })).toBe('الكيك');
    expect(await first('/api/categories?lang=en', { 'accept-language': 'ar' })).toBe('Cakes');
    expect(await first('/api/categories')).toBe('Cakes');
    expect(await first('/api/categories/homepage?lang=ar')).toBe('الكيك');
  });

  it('keeps a cached answer per language, and says so in Vary', async () => {
    // The same address twice in each language: the second of each is a cache hit.
    for (let round = 0; round < 2; round += 1) {
      const arabic = await get('/api/categories', { 'accept-language': 'ar' });
      const english = await get('/api/categories', { 'accept-language': 'en' });
      expect(arabic.json()[0].name).toBe('الكيك');
      expect(english.json()[0].name).toBe('Cakes');
      expect(arabic.headers.vary).toMatch(/Accept-Language/i);
    }
  });

  it('answers the English to Arabic readers where no Arabic is written', async () => {
    const created = await create('/api/products', { name: 'Lemon Tart', price: 4.5, category_id: await cakesId() });
    expect(created).toMatchObject({ name: 'Lemon Tart', name_ar: '', description_ar: '' });
    expect((await get(`/api/products/${created.id}?lang=ar`)).json()).toMatchObject({
      name: 'Lemon Tart',
      name_ar: '',
    });
  });

  it('refuses a ?lang that is neither en nor ar', async () => {
    const response = await get('/api/products?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/lang/);
  });
});

describe('catalog writes in both languages', () => {
  it('stores name_ar and description_ar sent as JSON, and changes only what an update sends', async () => {
    const created = await create('/api/products', {
      name: 'Date Cake',
      name_ar: ' كيكة التمر ',
      description: 'Sticky and warm.',
      description_ar: 'طرية ودافئة.',
      price: 6,
      category_id: await cakesId(),
    });
    expect(created).toMatchObject({
      name: 'Date Cake',
      name_ar: 'كيكة التمر',
      description: 'Sticky and warm.',
      description_ar: 'طرية ودافئة.',
    });

    const id = created.id;
    const renamed = await send('PUT', `/api/products/${id}?lang=ar`, { name_ar: 'كيكة التمر بالدبس' });
    expect(renamed.json()).toMatchObject({
      name: 'كيكة التمر بالدبس',
      name_ar: 'كيكة التمر بالدبس',
      description_ar: 'طرية ودافئة.',
    });
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({
      name: 'Date Cake',
      description: 'Sticky and warm.',
    });

    const emptied = await send('PUT', `/api/products/${id}?lang=ar`, { name_ar: '' });
    expect(emptied.json()).toMatchObject({ name: 'Date Cake', name_ar: '' });
  });

  it('reads the Arabic fields of the admin multipart form', async () => {
    const created = await create(
      '/api/categories',
      form({ name: 'Breads', name_ar: 'الخبز', description_ar: 'خبز كل صباح.', show_on_homepage: 'false' }),
    );
    expect(created).toMatchObject({
      name: 'Breads',
      name_ar: 'الخبز',
      description: '',
      description_ar: 'خبز كل صباح.',
    });
    const changed = await send('PUT', `/api/categories/${created.id}`, form({ name_ar: 'المخبوزات' }));
    expect(changed.json()).toMatchObject({ name: 'Breads', name_ar: 'المخبوزات' });
  });

  it('still requires the English name, and limits the Arabic one as the English', async () => {
    const noEnglish = await send('POST', '/api/products', { name_ar: 'كعكة', price: 3, category_id: await cakesId() });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json()).toEqual({ error: 'Product name is required' });

    const tooLong = await send('POST', '/api/categories', { name: 'Long', name_ar: 'ك'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'A category name has at most 120 characters' });
  });

  it('refuses an Arabic text of the wrong type', async () => {
    const response = await send('POST', '/api/products', {
      name: 'Tart',
      name_ar: { text: 'كعكة' },
      price: 3,
      category_id: await cakesId(),
    });
    expect(response.statusCode).toBe(400);
  });
});
