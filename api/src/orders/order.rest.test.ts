import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { Product } from '../catalog/product.entity';
import { Voucher, VoucherType } from '../vouchers/voucher.entity';

const t = useTestApp({ admin: true });
/** Demo products by name, as GET /api/products answers them. */
let products: Record<
  string,
  {
    id: number;
    name: string;
    price: number;
    image: string | null;
    category: string;
    category_id: number;
    featured: boolean;
  }
>;

beforeAll(async () => {
  products = Object.fromEntries(
    (await t.app.inject({ method: 'GET', url: '/api/products' })).json().map((p: { name: string }) => [p.name, p]),
  );
  const em = t.orm.em.fork();
  em.create(Voucher, { code: 'TENOFF', type: VoucherType.percentage, discountValue: 10 });
  em.create(Voucher, { code: 'ONEBD', type: VoucherType.fixed, discountValue: 1000 });
  em.create(Voucher, { code: 'SLEEPING', type: VoucherType.percentage, discountValue: 50, active: false });
  await em.flush();
});

const json = { 'content-type': 'application/json' };
const placeOrder = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { ...json, ...headers } });
const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { ...t.admin, ...json } });

/** An order as the admin reads it back from GET /api/orders/{id}. */
const storedOrder = async (orderId: number) => (await asAdmin('GET', `/api/orders/${orderId}`)).json();

/** A stored order line of a product sold as it is: at its own price, with no choices and no message. */
const lineWithoutChoices = (line: {
  productId: number | null;
  name: string;
  name_ar: string;
  quantity: number;
  price: number;
}) => ({ lineId: expect.any(Number), ...line, unitPrice: line.price, choices: [], message: null });

/** An order payload as the storefront's checkout sends it: cart lines are products plus quantity. */
function checkout(overrides: Record<string, unknown> = {}) {
  const cake = products['Chocolate Fudge Cake']!;
  const mix = products['Fudgy Brownie Mix']!;
  return {
    customerName: 'Fatima Hassan',
    whatsapp: '+973 3900 0000',
    address: 'Road 12, Block 340, Manama',
    note: 'Ring twice',
    paymentMethod: 'cash',
    items: [
      { ...cake, quantity: 2 },
      { ...mix, quantity: 1 },
    ],
    subtotal: 28.25,
    deliveryCharge: 2,
    discount: 0,
    total: 30.25,
    voucherCode: '',
    ...overrides,
  };
}

describe('POST /api/orders', () => {
  it('places the order, priced from the catalog, and answers 201 with the order id and total', async () => {
    const response = await placeOrder(checkout());
    expect(response.statusCode).toBe(201);
    // 2 x 12.500 + 3.250 + 2.000 delivery
    expect(response.json()).toEqual({ orderId: expect.any(Number), total: 30.25 });
  });

  it('ignores the names, prices and amounts the client sends', async () => {
    const cake = products['Chocolate Fudge Cake']!;
    const response = await placeOrder(
      checkout({
        items: [{ ...cake, name: 'Free cake', price: 0.001, quantity: 1 }],
        subtotal: 0.001,
        discount: 99,
        total: 0,
      }),
    );
    expect(response.json().total).toBe(14.5);
    const order = await storedOrder(response.json().orderId);
    expect(order.items).toEqual([
      lineWithoutChoices({
        productId: cake.id,
        name: 'Chocolate Fudge Cake',
        name_ar: 'كيكة شوكولاتة بالفدج',
        quantity: 1,
        price: 12.5,
      }),
    ]);
    expect(order).toMatchObject({ subtotal: 12.5, deliveryCharge: 2, discount: 0, total: 14.5 });
  });

  it('accepts lines as {productId, quantity} and merges lines of the same product', async () => {
    const mix = products['Vanilla Sponge Mix']!;
    const response = await placeOrder(
      checkout({
        items: [
          { productId: mix.id, quantity: 2 },
          { productId: String(mix.id), quantity: 3 },
        ],
      }),
    );
    const order = await storedOrder(response.json().orderId);
    expect(order.items).toEqual([
      lineWithoutChoices({
        productId: mix.id,
        name: 'Vanilla Sponge Mix',
        name_ar: 'خلطة كيك الفانيلا الإسفنجي',
        quantity: 5,
        price: 2.75,
      }),
    ]);
    expect(order.total).toBe(15.75);
  });

  it('applies a voucher: percentage of the subtotal or a fixed amount, stored with the order', async () => {
    const percentage = await placeOrder(checkout({ voucherCode: ' tenoff ' }));
    // subtotal 28.250, 10% = 2.825
    expect(percentage.json().total).toBe(27.425);
    const stored = await storedOrder(percentage.json().orderId);
    expect(stored).toMatchObject({
      subtotal: 28.25,
      deliveryCharge: 2,
      discount: 2.825,
      total: 27.425,
      voucherCode: 'TENOFF',
    });

    const fixed = await placeOrder(checkout({ voucherCode: 'ONEBD' }));
    expect(fixed.json().total).toBe(29.25);
  });

  it('treats a blank or missing voucher code as none', async () => {
    for (const voucherCode of ['', '   ', null, undefined]) {
      const response = await placeOrder(checkout({ voucherCode }));
      expect(response.statusCode).toBe(201);
      expect(response.json().total).toBe(30.25);
    }
  });

  it("refuses the order with 400 'Invalid voucher code' for an unknown or inactive code, never placing it at another price", async () => {
    const before = (await asAdmin('GET', '/api/orders')).json().length;
    for (const voucherCode of ['NOSUCH', 'sleeping']) {
      const response = await placeOrder(checkout({ voucherCode }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid voucher code' });
    }
    expect((await asAdmin('GET', '/api/orders')).json()).toHaveLength(before);
  });

  it.each([
    [{ customerName: '  ' }, 'Please fill in all required fields'],
    [{ whatsapp: '' }, 'Please fill in all required fields'],
    [{ address: undefined }, 'Please fill in all required fields'],
    [{ paymentMethod: undefined }, 'Please select a payment method'],
    [{ paymentMethod: ' ' }, 'Please select a payment method'],
    [{ paymentMethod: 'card' }, 'Only cash on delivery is accepted'],
    [{ items: [] }, 'An order needs at least one item'],
    [{ items: undefined }, 'An order needs at least one item'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'Quantity must be a whole number from 1 to 999'],
    [{ items: [{ productId: 1, quantity: 1000 }] }, 'Quantity must be a whole number from 1 to 999'],
    [
      {
        items: [
          { productId: 1, quantity: 600 },
          { id: 1, quantity: 600 },
        ],
      },
      'Quantity must be a whole number from 1 to 999',
    ],
    [{ items: [{ productId: 999999, quantity: 1 }] }, 'Product 999999 does not exist'],
    [{ items: [{ productId: 'cake', quantity: 1 }] }, 'Invalid product id: "cake"'],
    [{ customerName: 'x'.repeat(121) }, 'Name is too long (at most 120 characters)'],
  ])('answers 400 saying what is wrong: %j', async (overrides, error) => {
    const response = await placeOrder(checkout(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers 400 for a quantity that is not a whole number', async () => {
    const response = await placeOrder(checkout({ items: [{ productId: 1, quantity: 1.5 }] }));
    expect(response.statusCode).toBe(400);
  });

  it('trims the texts it stores and keeps the note optional', async () => {
    const response = await placeOrder(checkout({ customerName: '  Ali  ', note: undefined }));
    const order = await storedOrder(response.json().orderId);
    expect(order).toMatchObject({ customerName: 'Ali', note: '', status: 'pending' });
  });
});

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a repeat with the first answer and places one order', async () => {
    const before = (await asAdmin('GET', '/api/orders')).json().length;
    const first = await placeOrder(checkout(), { 'idempotency-key': 'checkout-123' });
    const again = await placeOrder(checkout(), { 'idempotency-key': 'checkout-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await asAdmin('GET', '/api/orders')).json()).toHaveLength(before + 1);
  });

  it('replays even when only the ignored client amounts differ', async () => {
    const first = await placeOrder(checkout(), { 'idempotency-key': 'amounts-differ' });
    const again = await placeOrder(checkout({ total: 1, subtotal: 1 }), { 'idempotency-key': 'amounts-differ' });
    expect(again.json()).toEqual(first.json());
  });

  it('answers 409 for the same key with a different order', async () => {
    await placeOrder(checkout(), { 'idempotency-key': 'reused-key' });
    const response = await placeOrder(checkout({ address: 'Somewhere else' }), { 'idempotency-key': 'reused-key' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Idempotency-Key was already used for a different order' });
  });

  it('answers 400 for a key longer than 200 characters', async () => {
    const response = await placeOrder(checkout(), { 'idempotency-key': 'k'.repeat(201) });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/orders and /api/orders/{id}', () => {
  it('lists orders newest first in the admin view', async () => {
    const older = (await placeOrder(checkout())).json();
    const newer = (await placeOrder(checkout({ voucherCode: 'TENOFF' }))).json();
    const response = await asAdmin('GET', '/api/orders');
    expect(response.statusCode).toBe(200);
    const orders = response.json();
    const ids = orders.map((o: { id: number }) => o.id);
    expect(ids.indexOf(newer.orderId)).toBeLessThan(ids.indexOf(older.orderId));
    expect(orders.find((o: { id: number }) => o.id === newer.orderId)).toEqual({
      id: newer.orderId,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      status: 'pending',
      cancelReason: null,
      version: 1,
      customerName: 'Fatima Hassan',
      whatsapp: '+973 3900 0000',
      address: 'Road 12, Block 340, Manama',
      note: 'Ring twice',
      items: [
        lineWithoutChoices({
          productId: products['Chocolate Fudge Cake']!.id,
          name: 'Chocolate Fudge Cake',
          name_ar: 'كيكة شوكولاتة بالفدج',
          quantity: 2,
          price: 12.5,
        }),
        lineWithoutChoices({
          productId: products['Fudgy Brownie Mix']!.id,
          name: 'Fudgy Brownie Mix',
          name_ar: 'خلطة براونيز الفدج',
          quantity: 1,
          price: 3.25,
        }),
      ],
      subtotal: 28.25,
      deliveryCharge: 2,
      discount: 2.825,
      total: 27.425,
      voucherCode: 'TENOFF',
      // Placed without the delivery schedule: no slot.
      deliveryDate: null,
      deliveryWindow: null,
      deliveryWindowStart: null,
      deliveryWindowEnd: null,
      // Placed while delivery areas are off: delivered for the flat charge, to a free-text address.
      fulfilment: 'delivery',
      areaId: null,
      area: null,
      area_ar: null,
      addressParts: null,
      // Placed with no language asked for: English.
      language: 'en',
    });
  });

  it("keeps the language the order was placed in, the request's: ?lang, else Accept-Language", async () => {
    const byQuery = (await t.app.inject({ method: 'POST', url: '/api/orders?lang=ar', payload: checkout() })).json();
    const byHeader = (await placeOrder(checkout(), { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.8' })).json();
    const english = (await placeOrder(checkout(), { 'accept-language': 'en-GB' })).json();
    expect((await storedOrder(byQuery.orderId)).language).toBe('ar');
    expect((await storedOrder(byHeader.orderId)).language).toBe('ar');
    expect((await storedOrder(english.orderId)).language).toBe('en');
    // Whatever language the owner reads the list in.
    const list = (await asAdmin('GET', '/api/orders?lang=en&limit=10')).json<Array<{ id: number; language: string }>>();
    expect(list.find((order) => order.id === byHeader.orderId)?.language).toBe('ar');
    const { data } = (
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...t.admin, ...json },
        payload: { query: `{ order(id: ${byHeader.orderId}) { language } }` },
      })
    ).json();
    expect(data.order.language).toBe('ar');
  });

  it('answers one order, 404 for an unknown id and 400 for a malformed one', async () => {
    const placed = (await placeOrder(checkout())).json();
    const one = await asAdmin('GET', `/api/orders/${placed.orderId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: placed.orderId, total: placed.total });
    const missing = await asAdmin('GET', '/api/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Order not found' });
    expect((await asAdmin('GET', '/api/orders/abc')).statusCode).toBe(400);
  });

  it('answers 401 without the admin token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/1' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/orders/{id}/status', () => {
  it('sets any of the three statuses in any order and answers the order', async () => {
    const placed = (await placeOrder(checkout())).json();
    for (const status of ['delivered', 'pending', 'confirmed']) {
      const response = await asAdmin('PATCH', `/api/orders/${placed.orderId}/status`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: placed.orderId, status, total: placed.total });
    }
  });

  it('answers 400 for another status, 404 for an unknown order and 401 without the token', async () => {
    const placed = (await placeOrder(checkout())).json();
    const invalid = await asAdmin('PATCH', `/api/orders/${placed.orderId}/status`, { status: 'shipped' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Invalid status: shipped' });
    expect((await asAdmin('PATCH', `/api/orders/${placed.orderId}/status`, {})).statusCode).toBe(400);
    expect((await asAdmin('PATCH', '/api/orders/999999/status', { status: 'confirmed' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.orderId}/status`,
      payload: { status: 'confirmed' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('order lines as sold', () => {
  it('keep their name and price when the product is edited, and stay when it is deleted', async () => {
    const em = t.orm.em.fork();
    const category = (await em.findOneOrFail(Product, products['Luqaimat Box']!.id, { populate: ['category'] }))
      .category;
    const product = em.create(Product, { name: 'Seasonal Tart', priceFils: 4_500, category });
    await em.flush();

    const placed = (await placeOrder(checkout({ items: [{ productId: product.id, quantity: 2 }] }))).json();
    product.name = 'Renamed Tart';
    product.priceFils = 9_999;
    await em.flush();
    const soldLine = { name: 'Seasonal Tart', name_ar: '', quantity: 2, price: 4.5 };
    const afterEdit = await storedOrder(placed.orderId);
    expect(afterEdit.items).toEqual([lineWithoutChoices({ productId: product.id, ...soldLine })]);
    expect(afterEdit.total).toBe(11);

    await em.remove(product).flush();
    const afterDelete = await storedOrder(placed.orderId);
    expect(afterDelete.items).toEqual([lineWithoutChoices({ productId: null, ...soldLine })]);
    expect(afterDelete.total).toBe(11);
  });
});
