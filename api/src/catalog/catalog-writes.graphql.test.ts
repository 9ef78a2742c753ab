import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });

const graphql = graphqlClient(t, () => t.admin);

const CREATE_CATEGORY =
  'mutation ($input: CategoryInput!) { createCategory(input: $input) { id name description showOnHomepage image displayImage } }';
const CREATE_PRODUCT =
  'mutation ($input: ProductInput!) { createProduct(input: $input) { id name description price featured image categoryId category { name } } }';

describe('catalog mutations over GraphQL', () => {
  it('create, change and delete a category and its product', async () => {
    const { data: created } = await graphql(CREATE_CATEGORY, {
      input: { name: ' Pies ', description: 'Sweet and savoury.' },
    });
    expect(created.createCategory).toEqual({
      id: expect.any(String),
      name: 'Pies',
      description: 'Sweet and savoury.',
      showOnHomepage: true,
      image: null,
      displayImage: null,
    });
    const categoryId = created.createCategory.id;

    const { data: product } = await graphql(CREATE_PRODUCT, {
      input: { name: 'Apple Pie', price: 7.25, categoryId, featured: true },
    });
    expect(product.createProduct).toMatchObject({
      name: 'Apple Pie',
      description: '',
      price: 7.25,
      featured: true,
      categoryId,
      category: { name: 'Pies' },
    });
    const productId = product.createProduct.id;

    const updated = await graphql(
      'mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { name price featured } }',
      {
        id: productId,
        input: { price: 8 },
      },
    );
    expect(updated.data.updateProduct).toEqual({ name: 'Apple Pie', price: 8, featured: true });

    const refused = await graphql('mutation ($id: ID!) { deleteCategory(id: $id) }', { id: categoryId });
    expect(refused.errors[0]).toMatchObject({
      message: 'This category still has products. Move or delete them first.',
      extensions: { code: 'CONFLICT' },
    });

    expect(
      (await graphql('mutation ($id: ID!) { deleteProduct(id: $id) }', { id: productId })).data.deleteProduct,
    ).toBe(true);
    const renamed = await graphql(
      'mutation ($id: ID!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { name showOnHomepage } }',
      {
        id: categoryId,
        input: { name: 'Pies & Tarts', showOnHomepage: false },
      },
    );
    expect(renamed.data.updateCategory).toEqual({ name: 'Pies & Tarts', showOnHomepage: false });
    expect(
      (await graphql('mutation ($id: ID!) { deleteCategory(id: $id) }', { id: categoryId })).data.deleteCategory,
    ).toBe(true);
    expect(
      (await graphql('query ($id: ID!) { category(id: $id) { name } }', { id: categoryId })).errors[0].extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('are for the admin only', async () => {
    const anonymous = await graphql(CREATE_CATEGORY, { input: { name: 'Sneaky' } }, {});
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const deleting = await graphql('mutation { deleteProduct(id: "1") }', {}, {});
    expect(deleting.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ product(id: "1") { name } }')).data.product).not.toBeNull();
  });

  it('answer BAD_USER_INPUT for a price with more than three decimals, a zero price, an unknown category or a bad id', async () => {
    const { data } = await graphql('{ categories { id } }');
    const categoryId = data.categories[0].id;
    const input = { name: 'Tiny', categoryId, price: 1 };
    expect((await graphql(CREATE_PRODUCT, { input: { ...input, price: 1.0001 } })).errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await graphql(CREATE_PRODUCT, { input: { ...input, price: 0 } })).errors[0]).toMatchObject({
      message: 'Price must be greater than 0',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await graphql(CREATE_PRODUCT, { input: { ...input, categoryId: '777777' } })).errors[0].message).toBe(
      'Category not found: 777777',
    );
    expect((await graphql('mutation { deleteProduct(id: "pie") }')).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await graphql('mutation { deleteProduct(id: "999999") }')).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
