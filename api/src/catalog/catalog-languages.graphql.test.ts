import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);
/** The admin's headers in Arabic (read once the app has started). */
const inArabic = () => ({ ...t.admin, 'accept-language': 'ar' });

const PRODUCT = `query ($id: ID!) { product(id: $id) {
  name description
  en: translation(language: en) { name description }
  ar: translation(language: ar) { name description }
  category { name }
} }`;

describe('catalog texts over GraphQL', () => {
  it("answers names in the request's language, and each language's texts as written", async () => {
    const { data } = await graphql('{ products { id name } }', {}, { 'accept-language': 'ar' });
    const kunafa = data.products.find((p: { name: string }) => p.name === 'صينية كنافة بالزعفران');
    expect(kunafa).toBeDefined();

    const arabic = (await graphql(PRODUCT, { id: kunafa.id }, inArabic())).data.product;
    expect(arabic).toMatchObject({ name: 'صينية كنافة بالزعفران', category: { name: 'الحلويات' } });
    expect(arabic.en.name).toBe('Saffron Kunafa Tray');
    expect(arabic.ar.name).toBe('صينية كنافة بالزعفران');
    expect((await graphql(PRODUCT, { id: kunafa.id })).data.product.name).toBe('Saffron Kunafa Tray');
  });

  it('creates and changes the Arabic texts under ar, with no fallback in translation', async () => {
    const categoryId = (await graphql('{ categories { id } }')).data.categories[0].id;
    const created = await graphql(
      'mutation ($input: ProductInput!) { createProduct(input: $input) { id name ar: translation(language: ar) { name description } } }',
      { input: { name: 'Honey Cake', price: 5, categoryId, ar: { name: 'كيكة العسل' } } },
      inArabic(),
    );
    expect(created.data.createProduct).toMatchObject({
      name: 'كيكة العسل',
      ar: { name: 'كيكة العسل', description: '' },
    });

    const id = created.data.createProduct.id;
    await graphql('mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }', {
      id,
      input: { description: 'Soft layers.', ar: { name: '' } },
    });
    const after = (await graphql(PRODUCT, { id }, inArabic())).data.product;
    // No Arabic now: Arabic readers get the English, the back office sees the empty Arabic.
    expect(after).toMatchObject({
      name: 'Honey Cake',
      description: 'Soft layers.',
      ar: { name: '', description: '' },
      en: { name: 'Honey Cake' },
    });
  });

  it('keeps each language its own cached answer', async () => {
    const names = async (language: string) =>
      (await graphql('{ categories { name } }', {}, { 'accept-language': language })).data.categories[0].name;
    for (let round = 0; round < 2; round += 1) {
      expect(await names('ar')).toBe('الكيك');
      expect(await names('en')).toBe('Cakes');
    }
  });

  it("answers order lines in the reader's language, as sold", async () => {
    const products = (await graphql('{ products { id name } }')).data.products;
    const luqaimat = products.find((p: { name: string }) => p.name === 'Luqaimat Box');
    const order = await graphql(
      'mutation ($input: OrderInput!) { createOrder(input: $input) { orderId } }',
      {
        input: {
          customerName: 'Noor',
          whatsapp: '+973 3300 0000',
          address: 'Manama',
          paymentMethod: 'cash',
          items: [{ productId: luqaimat.id, quantity: 1 }],
        },
      },
      {},
    );
    const orderId = order.data.createOrder.orderId;
    await graphql('mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }', {
      id: luqaimat.id,
      input: { name: 'Luqaimat (10)', ar: { name: 'لقيمات (10)' } },
    });
    const query = 'query ($id: ID!) { order(id: $id) { items { name ar: translation(language: ar) { name } } } }';
    expect((await graphql(query, { id: String(orderId) }, inArabic())).data.order.items[0]).toEqual({
      name: 'علبة لقيمات',
      ar: { name: 'علبة لقيمات' },
    });
    expect((await graphql(query, { id: String(orderId) })).data.order.items[0].name).toBe('Luqaimat Box');
  });
});
