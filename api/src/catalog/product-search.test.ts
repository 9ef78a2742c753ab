import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

// The demo bakery's products, plus a category of 30 tarts (every fifth featured) and a
// few products named for the searches below.
const t = useTestApp();
const graphql = graphqlClient(t);
const TARTS = 30;
let tartsId: number;
let pastriesId: number;

beforeAll(async () => {
  const connection = t.orm.em.getConnection();
  const [tarts] = await connection.execute(`insert into category (name) values ('Tarts') returning id`);
  const [pastries] = await connection.execute(`insert into category (name) values ('Pastries') returning id`);
  tartsId = Number(tarts!.id);
  pastriesId = Number(pastries!.id);
  await connection.execute(
    `insert into product (name, name_ar, description, price_fils, featured, category_id)
     select 'Fruit Tart ' || n, 'تارت فواكه ' || n, 'A tart of the season.', 3000, n % 5 = 0, ?
     from generate_series(1, ${TARTS}) n`,
    [tartsId],
  );
  await connection.execute(
    `insert into product (name, name_ar, description, description_ar, price_fils, category_id) values
       ('Crème Brûlée', 'كريم بروليه', 'Custard under burnt sugar.', '', 2500, ?),
       ('Éclair au Café', 'إكلير بالقهوة', 'Choux pastry, coffee cream.', '', 1500, ?),
       ('Mango Roll', 'رول المانجو', 'Sponge rolled around fresh cream; try it with pistachio.', 'إسفنج ملفوف', 1800, ?),
       ('Rice Pudding', 'مهلبية الأرز', 'Cardamom and rose.', 'بالهيل وماء الورد، مُزيَّنة بالفستق', 1200, ?)`,
    [pastriesId, pastriesId, pastriesId, pastriesId],
  );
});

const PAGE = `query ($categoryId: ID, $q: String, $limit: Int, $offset: Int) {
  productPage(categoryId: $categoryId, q: $q, limit: $limit, offset: $offset) {
    total
    items { id name featured }
  }
}`;

interface Page {
  total: number;
  items: Array<{ id: string; name: string; featured: boolean }>;
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const result = await graphql(PAGE, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.productPage as Page;
}

const names = async (variables: Record<string, unknown>) =>
  (await page({ limit: 100, ...variables })).items.map((p) => p.name);

async function fold(text: string): Promise<string> {
  const [row] = await t.orm.em.getConnection().execute('select search_text(?) as folded', [text]);
  return row!.folded as string;
}

describe('search_text, the folding searches compare', () => {
  it('writes the hamza forms of alef (أ إ آ ٱ) as bare alef', async () => {
    expect(await fold('أحمد إبراهيم آمنة ٱلله')).toBe('احمد ابراهيم امنه الله');
  });

  it('writes taa marbuta (ة) as haa and alef maqsura (ى) as yaa', async () => {
    expect(await fold('كنافة')).toBe('كنافه');
    expect(await fold('حلوى')).toBe('حلوي');
  });

  it('drops every haraka (U+064B-U+0652), the superscript alef (U+0670) and the tatweel', async () => {
    for (let code = 0x064b; code <= 0x0652; code += 1) {
      expect(await fold(`ك${String.fromCharCode(code)}يك`), code.toString(16)).toBe('كيك');
    }
    expect(await fold('هٰذا')).toBe('هذا');
    expect(await fold('كـــيك')).toBe('كيك');
  });

  it('writes Arabic-Indic digits as ASCII ones', async () => {
    expect(await fold('ماكرون (١٢)')).toBe('ماكرون 12');
  });

  it('lowers English and takes accents off, typed as one letter or as a letter and a mark', async () => {
    expect(await fold('CHOCOLATE Cake')).toBe('chocolate cake');
    expect(await fold('Crème Brûlée ÉCLAIR Ñandú Øre Straße Œuf')).toBe('creme brulee eclair nandu ore strasse oeuf');
    expect(await fold('Cre\u0300me')).toBe('creme');
  });

  it('makes punctuation and runs of spaces one space, and trims', async () => {
    expect(await fold('  Rose   Macarons (12) — “gift”, box!  ')).toBe('rose macarons 12 gift box');
    expect(await fold('كيك، حلويات؟ «هدية»')).toBe('كيك حلويات هديه');
  });
});

describe('productPage without q', () => {
  it('answers the products in the order of `products` (featured first, then by id), a page at a time, with the total', async () => {
    const all = await graphql('{ products { id } }');
    const ids: string[] = all.data.products.map((p: { id: string }) => p.id);
    const pages: string[] = [];
    for (let offset = 0; offset < ids.length; offset += 7) {
      const { total, items } = await page({ limit: 7, offset });
      expect(total).toBe(ids.length);
      pages.push(...items.map((p) => p.id));
    }
    expect(pages).toEqual(ids);
  });

  it('answers 24 products when no limit is given, and none past the end', async () => {
    expect((await page({})).items).toHaveLength(24);
    const every = (await graphql('{ products { id } }')).data.products.length;
    expect(await page({ offset: 1000 })).toEqual({ total: every, items: [] });
  });

  it('answers one category, featured first, with its own total', async () => {
    const { total, items } = await page({ categoryId: String(tartsId), limit: 10 });
    expect(total).toBe(TARTS);
    expect(items.map((p) => p.name)).toEqual([
      ...[5, 10, 15, 20, 25, 30].map((n) => `Fruit Tart ${n}`),
      ...[1, 2, 3, 4].map((n) => `Fruit Tart ${n}`),
    ]);
  });

  it('treats a blank q, or one of punctuation alone, as no search', async () => {
    const unsearched = await page({ limit: 5 });
    expect(await page({ limit: 5, q: '   ' })).toEqual(unsearched);
    expect(await page({ limit: 5, q: '?!…' })).toEqual(unsearched);
  });
});

describe('productPage for the back office', () => {
  it('answers sold-out products too, in their place and when searched: the owner lists every product through it', async () => {
    const connection = t.orm.em.getConnection();
    await connection.execute(`update product set available = false where name = 'Fruit Tart 7'`);
    try {
      const soldOut = `query ($categoryId: ID, $q: String) {
        productPage(categoryId: $categoryId, q: $q, limit: 100) { total items { name available } }
      }`;
      const listed = (await graphql(soldOut, { categoryId: String(tartsId) })).data.productPage;
      expect(listed.total).toBe(TARTS);
      expect(listed.items).toContainEqual({ name: 'Fruit Tart 7', available: false });

      const found = (await graphql(soldOut, { q: 'Fruit Tart 7' })).data.productPage;
      expect(found.items).toContainEqual({ name: 'Fruit Tart 7', available: false });
    } finally {
      await connection.execute(`update product set available = true where name = 'Fruit Tart 7'`);
    }
  });
});

describe('productPage with q', () => {
  it('finds an Arabic name however its taa marbuta, hamza and harakat are written', async () => {
    for (const q of ['كنافه', 'كنافة', 'كُنَافَة', 'كنـافة']) {
      expect((await names({ q }))[0], q).toBe('Saffron Kunafa Tray');
    }
    expect((await names({ q: 'اكلير' }))[0]).toBe('Éclair au Café');
    expect((await names({ q: 'مزينه' }))[0]).toBe('Rice Pudding');
  });

  it('finds English in any case, without its accents, and through a typo', async () => {
    expect((await names({ q: 'choclate' }))[0]).toBe('Chocolate Fudge Cake');
    expect((await names({ q: 'creme brulee' }))[0]).toBe('Crème Brûlée');
    expect((await names({ q: 'ECLAIR' }))[0]).toBe('Éclair au Café');
    expect((await names({ q: 'brwnie' }))[0]).toBe('Fudgy Brownie Mix');
  });

  it('puts the products named so before those that only say it in their description', async () => {
    const found = await names({ q: 'CAKE' });
    const cakes = ['Chocolate Fudge Cake', 'Strawberry Cream Cake', 'Pistachio Rose Cake'];
    expect(found.slice(0, cakes.length).sort()).toEqual([...cakes].sort());
    // A name holding the word exactly comes first; featured ones first among equals.
    expect(found[0]).toBe('Chocolate Fudge Cake');
    const pistachio = await names({ q: 'pistachio' });
    expect(pistachio[0]).toBe('Pistachio Rose Cake');
    expect(pistachio).toContain('Mango Roll');
  });

  it('finds nothing for words of no product', async () => {
    expect(await page({ q: 'xylophone' })).toEqual({ total: 0, items: [] });
    // "bake" shares "ake" with cake, not enough to count as cake.
    expect(await names({ q: 'bake' })).not.toContain('Chocolate Fudge Cake');
  });

  it('finds the start of a word as typed, but not the same letters inside another word', async () => {
    expect((await names({ q: 'pistach' }))[0]).toBe('Pistachio Rose Cake');
    expect((await names({ q: 'كناف' }))[0]).toBe('Saffron Kunafa Tray');
    // "custard" holds "star", too few of its trigrams to count.
    expect(await names({ q: 'star', categoryId: String(pastriesId) })).toEqual([]);
  });

  it('takes one or two letters as the start of a word, not a match anywhere', async () => {
    const found = await names({ q: 'ro', categoryId: String(pastriesId) });
    // "Mango Roll" by its name first, "Rice Pudding" by "rose" in its description; "Crème Brûlée" has "ro" inside a word only.
    expect(found).toEqual(['Mango Roll', 'Rice Pudding']);
    expect(await names({ q: 'É', categoryId: String(pastriesId) })).toEqual(['Éclair au Café']);
    expect(await names({ q: 'ر', categoryId: String(pastriesId) })).toEqual(['Mango Roll']);
  });

  it('pages through the matches, best first, counting them all', async () => {
    const everyMatch = await page({ q: 'tart', limit: 100 });
    expect(everyMatch.total).toBe(TARTS);
    const paged: string[] = [];
    for (let offset = 0; offset < TARTS; offset += 8) {
      const { total, items } = await page({ q: 'tart', limit: 8, offset });
      expect(total).toBe(TARTS);
      paged.push(...items.map((p) => p.id));
    }
    expect(paged).toEqual(everyMatch.items.map((p) => p.id));
    // Equally good matches: featured first, then by id.
    expect(everyMatch.items.slice(0, 6).every((p) => p.featured)).toBe(true);
  });

  it('searches one category when given one', async () => {
    expect(await page({ q: 'tart', categoryId: String(pastriesId) })).toEqual({ total: 0, items: [] });
    const { total } = await page({ q: 'تارت', categoryId: String(tartsId), limit: 1 });
    expect(total).toBe(TARTS);
  });
});

describe('productPage refusals', () => {
  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ offset: -1 }, 'offset must be a whole number, 0 or more'],
    [{ q: 'a'.repeat(101) }, 'q must be at most 100 characters'],
    [{ categoryId: 'abc' }, 'Invalid category id: "abc"'],
  ])('refuses %o with BAD_USER_INPUT', async (variables, message) => {
    const result = await graphql(PAGE, variables);
    expect(result.data).toBeNull();
    expect(result.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('takes a q of 100 characters', async () => {
    expect((await page({ q: 'a'.repeat(100) })).total).toBe(0);
  });
});

describe('GET /api/products', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers every product as before without parameters: no page, no X-Total-Count', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBeUndefined();
    const products: Array<{ id: number }> = response.json();
    const listed = await graphql('{ products { id } }');
    expect(products.map((p) => String(p.id))).toEqual(listed.data.products.map((p: { id: string }) => p.id));
    // The language alone asks for no page either.
    const arabic = await get('/api/products?lang=ar');
    expect(arabic.headers['x-total-count']).toBeUndefined();
    expect(arabic.json()).toHaveLength(products.length);
  });

  it('answers a page in the same shape with X-Total-Count when limit, offset, category_id or q is given', async () => {
    const every: Array<{ id: number }> = (await get('/api/products')).json();
    const response = await get('/api/products?limit=3&offset=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(every.length));
    expect(response.json()).toEqual(every.slice(2, 5));

    const tarts = await get(`/api/products?category_id=${tartsId}`);
    expect(tarts.headers['x-total-count']).toBe(String(TARTS));
    expect(tarts.json()).toHaveLength(24);

    const search = await get(`/api/products?q=${encodeURIComponent('كنافه')}`);
    expect(search.headers['x-total-count']).toBe('1');
    expect(search.json()).toEqual([every.find((p) => p.id === search.json()[0].id)]);
    expect(search.json()[0].name).toBe('Saffron Kunafa Tray');
  });

  it('answers a search found after a write, never a kept one', async () => {
    expect((await get('/api/products?q=meringue')).headers['x-total-count']).toBe('0');
    await t.orm.em
      .getConnection()
      .execute(`update product set name = 'Lemon Meringue Tart 1' where name = 'Fruit Tart 1'`);
    const again = await get('/api/products?q=meringue');
    expect(again.headers['x-total-count']).toBe('1');
    expect(again.json()[0].name).toBe('Lemon Meringue Tart 1');
  });

  it.each([
    ['limit=0', 'querystring/limit must be >= 1'],
    ['limit=101', 'querystring/limit must be <= 100'],
    ['limit=ten', 'querystring/limit must be integer'],
    ['offset=-1', 'querystring/offset must be >= 0'],
    ['category_id=0', 'querystring/category_id must be >= 1'],
    [`q=${'a'.repeat(101)}`, 'querystring/q must NOT have more than 100 characters'],
  ])('answers 400 with an error for %s', async (query, error) => {
    expectError(await get(`/api/products?${query}`), 400, error);
  });
});
