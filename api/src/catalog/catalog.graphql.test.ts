import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const statements: string[] = [];
const t = useTestApp({ onQuery: (sql) => statements.push(sql) });

const graphql = graphqlClient(t);

describe('catalog over GraphQL', () => {
  it('filters products by category and by featured', async () => {
    const { data: cats } = await graphql('{ categories { id name } }');
    const cakes = cats.categories.find((c: { name: string }) => c.name === 'Cakes');

    const { data } = await graphql(
      'query ($id: ID) { products(categoryId: $id) { name category { name } categoryId } }',
      { id: cakes.id },
    );
    expect(data.products.length).toBeGreaterThan(0);
    expect(
      data.products.every(
        (p: { category: { name: string }; categoryId: string }) =>
          p.category.name === 'Cakes' && p.categoryId === cakes.id,
      ),
    ).toBe(true);

    const featured = await graphql('{ products(featured: true) { featured } }');
    expect(featured.data.products.length).toBeGreaterThan(0);
    expect(featured.data.products.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });

  it('sends prices as BD numbers', async () => {
    const { data } = await graphql('{ products { name price } }');
    expect(data.products.find((p: { name: string }) => p.name === 'Fudgy Brownie Mix').price).toBe(3.25);
  });

  it('loads products with their categories in one SQL query, however many there are', async () => {
    statements.length = 0;
    await graphql('{ products { name category { name description } } }');
    expect(statements.filter((sql) => /\[query\].*select /i.test(sql))).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
    const missing = await graphql('{ product(id: "999999") { name } }');
    expect(missing.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    const malformed = await graphql('{ category(id: "cakes") { name } }');
    expect(malformed.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('finds a product for its page, and answers null, not an error, for an id that names none or is not one', async () => {
    const { products } = (await graphql('{ products { id name } }')).data;
    const found = await graphql(`{ findProduct(id: "${products[0].id}") { id name } }`);
    expect(found).toEqual({ data: { findProduct: { id: products[0].id, name: products[0].name } } });
    for (const id of ['999999', 'chocolate-cake', '0', '-1', '99999999999'])
      expect(await graphql(`{ findProduct(id: "${id}") { name } }`)).toEqual({ data: { findProduct: null } });
  });

  it("answers a cart's own products by their ids, leaving out ids that name none, at most 100 at once", async () => {
    const { products } = (await graphql('{ products { id name } }')).data as {
      products: { id: string; name: string }[];
    };
    const [first, second] = products;
    const asked = await graphql('query ($ids: [ID!]!) { products(ids: $ids) { id name } }', {
      ids: [second!.id, first!.id, '999999', 'not-an-id', first!.id],
    });
    // In the catalogue's own order, each once.
    expect(asked).toEqual({ data: { products: [first, second] } });
    expect((await graphql('{ products(ids: []) { id } }')).data).toEqual({ products: [] });

    const tooMany = await graphql('query ($ids: [ID!]!) { products(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, (_, index) => String(index + 1)),
    });
    expect(tooMany.errors[0]).toMatchObject({
      message: 'At most 100 product ids at once',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers queries sent by GET, which a browser cannot forge without a preflight', async () => {
    const query = encodeURIComponent('{ homepageCategories { name } }');
    const forged = await t.app.inject({ method: 'GET', url: `/graphql?query=${query}` });
    expect(forged.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${query}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.json().data.homepageCategories.map((c: { name: string }) => c.name)).toEqual([
      'Cakes',
      'Baking Mixes',
      'Sweets',
    ]);
  });

  it('shows Apollo Sandbox to a browser that opens /graphql', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('embeddable-sandbox');
  });

  it('reads the site settings the demo seeded', async () => {
    const { data } = await graphql('{ settings { siteName heroTitle phone footerLinks heroImage } }');
    expect(data.settings).toMatchObject({ siteName: 'Crumb Bakery', heroImage: '/uploads/demo/hero.svg' });
    expect(data.settings.footerLinks).toContain('|/products');
  });
});
