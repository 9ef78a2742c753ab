import { beforeAll, describe, expect, it } from 'vitest';
import { form } from '../../test/image-fixtures';
import { postGraphql } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId } from '../catalog/catalog-testing';
import { Order } from '../orders/order.entity';

// A text the database cannot hold is the caller's mistake, said as such: 400 naming the field,
// nothing stored, and never the database-outage answer (503, Retry-After) it used to get.

const t = useTestApp({ admin: true });
let productId: number;
beforeAll(async () => {
  productId = await firstProductId(t.app);
});

const order = (fields: Record<string, unknown> = {}) => ({
  customerName: 'Fatima Hassan',
  whatsapp: '+973 3900 0000',
  address: 'Road 12\nBlock 340\tManama',
  note: 'Ring twice\r\nthen wait',
  paymentMethod: 'cash',
  items: [{ productId, quantity: 1 }],
  ...fields,
});
const ordersStored = () => t.orm.em.fork().count(Order);

/** Sends an order with these fields and expects it refused with 400 and `message`, nothing stored; answers the response. */
async function expectOrderRefused(fields: Record<string, unknown>, message: string) {
  const before = await ordersStored();
  const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: order(fields) });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.startsWith(message)).toBe(true);
  expect(await ordersStored()).toBe(before);
  return response;
}

describe('texts no shop can store, over REST', () => {
  it.each([
    ['NUL', { customerName: 'a\u0000b' }, 'customerName contains the control character U+0000'],
    ['an escape character', { whatsapp: '+973\u001b3900' }, 'whatsapp contains the control character U+001B'],
    ['a lone surrogate', { address: '\ud800' }, 'address contains an unpaired UTF-16 surrogate'],
    [
      'NUL in a line',
      { items: [{ productId, quantity: 1, message: 'Hi\u0000' }] },
      'items[0].message contains the control character U+0000',
    ],
  ])('refuse an order with %s, naming the field', async (_case, fields, message) => {
    const response = await expectOrderRefused(fields, message);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('keep tabs and line breaks in texts that have lines', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: order() });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['PUT', '/api/settings', { loading: '\u0000' }, 'loading'],
    ['PUT', '/api/settings', { siteName: '\ud800' }, 'siteName'],
    ['POST', '/api/categories', { name: 'Tarts\u0000' }, 'name'],
    ['POST', '/api/products', { name: 'Tart', price: 1, category_id: 1, description: '\u0007' }, 'description'],
    ['POST', '/api/vouchers/validate', { code: 'TEN\u0000', subtotal: 10 }, 'code'],
  ] as const)('refuse %s %s with an unsafe text in %s', async (method, url, payload, field) => {
    const response = await t.app.inject({ method, url, payload, headers: t.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field} contains`));
  });

  it('refuse one in the query and the path', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/orders?q=%00', headers: t.admin });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toMatch(/^q contains the control character U\+0000/);
    const path = await t.app.inject({ method: 'DELETE', url: '/api/vouchers/%00', headers: t.admin });
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toMatch(/^id contains/);
  });

  it('refuse one in a multipart form field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: t.admin,
      payload: form({ name: 'Tarts\u0000' }) as never,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^name contains the control character U\+0000/);
  });
});

describe('one-line texts, over REST', () => {
  it.each([
    [
      'a line break in the name',
      { customerName: 'Fatima\nHassan' },
      'customerName contains a line break (U+000A), which a one-line text may not hold',
    ],
    [
      'a carriage return in the WhatsApp number',
      { whatsapp: '+973 3900\r0000' },
      'whatsapp contains a line break (U+000D)',
    ],
    ['a tab in the voucher code', { voucherCode: 'TEN\tOFF' }, 'voucherCode contains a tab (U+0009)'],
    [
      'a line break in the cake message',
      { items: [{ productId, quantity: 1, message: 'Happy\nBirthday' }] },
      'items[0].message contains a line break',
    ],
  ])('refuse an order with %s, naming the field', async (_case, fields, message) => {
    await expectOrderRefused(fields, message);
  });

  it.each([
    ['PUT', '/api/settings', { heroTitle: 'Fresh\nCakes' }, 'heroTitle'],
    ['POST', '/api/categories', { name: 'Tarts\nand pies' }, 'name'],
    ['POST', '/api/products', { name: 'Tart\t', price: 1, category_id: 1 }, 'name'],
  ] as const)('refuse %s %s with a line broken in %s', async (method, url, payload, field) => {
    const response = await t.app.inject({ method, url, payload, headers: t.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(
      new RegExp(`^${field} contains a (line break|tab) \\(U\\+000[9AD]\\), which a one-line text may not hold$`),
    );
  });

  it('keep the lines of the texts that have them: a description, the About paragraphs, the footer links', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: t.admin,
      payload: {
        aboutDescription: 'We bake.\n\nEvery day.',
        footer_links: 'Products|/products\nAbout|/about',
        heroSubtitle: 'Cakes\tand sweets',
      },
    });
    expect(settings.json()).not.toHaveProperty('error');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      aboutDescription: 'We bake.\n\nEvery day.',
      footer_links: 'Products|/products\nAbout|/about',
    });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: t.admin,
      payload: { name: 'Pies', description: 'Sweet\nand savoury' },
    });
    expect(category.statusCode).toBe(201);
  });
});

describe('texts no shop can store, over GraphQL', () => {
  const PLACE = 'mutation ($input: OrderInput!) { createOrder(input: $input) { orderId } }';

  it('refuse a variable holding one with 400 BAD_USER_INPUT naming its path', async () => {
    const before = await ordersStored();
    const input = {
      customerName: 'a\u0000b',
      whatsapp: '+97339000000',
      address: 'Road 1',
      items: [{ productId: String(productId), quantity: 1 }],
    };
    const response = await postGraphql(t, PLACE, { input });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.message).toMatch(/^\$input\.customerName contains the control character U\+0000/);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(await ordersStored()).toBe(before);
  });

  it('refuse a line break in a one-line variable, and keep it in an address', async () => {
    const input = {
      customerName: 'Fatima',
      whatsapp: '+97339000000',
      address: 'Road 1\nManama',
      paymentMethod: 'cash',
      items: [{ productId: String(productId), quantity: 1, message: 'Hi\nthere' }],
    };
    const refused = await postGraphql(t, PLACE, { input });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      message: '$input.items[0].message contains a line break (U+000A), which a one-line text may not hold',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const placed = await postGraphql(t, PLACE, {
      input: { ...input, items: [{ productId: String(productId), quantity: 1 }] },
    });
    expect(placed.json().errors).toBeUndefined();
  });

  it('refuse a line break in a one-line literal, naming its argument and field', async () => {
    const lookup = await postGraphql(t, '{ orderLookup(orderId: "1", whatsapp: "3900\\n0000") { status } }');
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().errors[0].message).toBe(
      'whatsapp contains a line break (U+000A), which a one-line text may not hold',
    );
    const literal = `mutation { createOrder(input: { customerName: "Fatima\\tHassan", whatsapp: "+97339000000", address: "Road 1\\nManama", items: [{ productId: "${productId}", quantity: 1 }] }) { orderId } }`;
    const refused = await postGraphql(t, literal);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(
      'input.customerName contains a tab (U+0009), which a one-line text may not hold',
    );
  });

  it('refuse a string literal holding one, naming its argument', async () => {
    const response = await postGraphql(t, '{ orderLookup(orderId: "1", whatsapp: "\u0000") { status } }');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: expect.stringMatching(/^whatsapp contains the control character U\+0000/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
