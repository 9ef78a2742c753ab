import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { form } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { firstCategoryId } from './catalog-testing';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t);

interface Listed {
  id: string;
  name: string;
  featured: boolean;
}

const featuredProducts = async (): Promise<Listed[]> =>
  (await graphql('{ featuredProducts { id name featured } }')).data.featuredProducts;

describe('featured products for the home page', () => {
  it('answers only featured products, the newest first, at most eight', async () => {
    const all: Listed[] = (await graphql('{ products { id name featured } }')).data.products;
    // Feature every product, then add a newer one: more than the home page shows.
    for (const product of all.filter((each) => !each.featured)) {
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: t.admin,
        payload: form({ featured: 'true' }) as never,
      });
      expect(changed.statusCode).toBe(200);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: t.admin,
      payload: form({
        name: 'Newest Rose Cake',
        price: '4.000',
        category_id: String(await firstCategoryId(t.app)),
        featured: 'true',
      }) as never,
    });
    expect(created.statusCode).toBe(201);
    expect(all.length + 1).toBeGreaterThan(8);

    const shown = await featuredProducts();
    expect(shown).toHaveLength(8);
    expect(shown[0]!.name).toBe('Newest Rose Cake');
    expect(shown.every((product) => product.featured)).toBe(true);
    // Among products added at once, the later one first.
    const ids = shown.slice(1).map((product) => Number(product.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('leaves out a product once it is no longer featured, and answers none when none is', async () => {
    for (const product of await featuredProducts()) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: t.admin,
        payload: form({ featured: 'false' }) as never,
      });
    }
    const left = await featuredProducts();
    expect(left.length).toBeLessThan(8);
    for (const product of left) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: t.admin,
        payload: form({ featured: 'false' }) as never,
      });
    }
    expect(await featuredProducts()).toEqual([]);
  });
});
