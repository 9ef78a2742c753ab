import { beforeAll, describe, expect, it } from 'vitest';
import { form } from '../../../test/image-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { placeOrder } from '../../orders/order-testing';
import { categoryIdNamed } from '../catalog-testing';

const t = useTestApp({ admin: true });
let cakesId: number;
beforeAll(async () => {
  cakesId = await categoryIdNamed(t.app, 'Cakes');
});

const options = [
  {
    name: 'Size',
    name_ar: 'الحجم',
    required: true,
    choices: [
      { name: '6 inch', name_ar: '6 إنش' },
      { name: '8 inch', name_ar: '8 إنش', priceDelta: 4 },
    ],
  },
  { name: 'Extras', maxChoices: 2, choices: [{ name: 'Candles', name_ar: 'شموع', priceDelta: 0.5 }] },
];

interface RestProduct {
  id: number;
  priceFrom: number;
  options: Array<{ id: number; name: string; choices: Array<{ id: number; name: string; available: boolean }> }>;
}

async function createCake(payload: Record<string, unknown> | FormData): Promise<RestProduct> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: t.admin,
    payload: payload as never,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a product's options over REST", () => {
  it('are written as JSON, answered with both names, and the lowest price a line can have', async () => {
    const cake = await createCake({ name: 'Option Cake', price: 12, category_id: cakesId, options });
    expect(cake.priceFrom).toBe(12);
    expect(cake.options).toEqual([
      {
        id: expect.any(Number),
        name: 'Size',
        name_ar: 'الحجم',
        required: true,
        maxChoices: 1,
        choices: [
          { id: expect.any(Number), name: '6 inch', name_ar: '6 إنش', priceDelta: 0, available: true },
          { id: expect.any(Number), name: '8 inch', name_ar: '8 إنش', priceDelta: 4, available: true },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Extras',
        name_ar: '',
        required: false,
        maxChoices: 2,
        choices: [{ id: expect.any(Number), name: 'Candles', name_ar: 'شموع', priceDelta: 0.5, available: true }],
      },
    ]);
    const arabic = await t.app.inject({ method: 'GET', url: `/api/products/${cake.id}?lang=ar` });
    expect(arabic.json().options[0]).toMatchObject({ name: 'الحجم', name_ar: 'الحجم' });
  });

  it("are written from the admin's multipart form as JSON text, and changed keeping their ids", async () => {
    const cake = await createCake(
      form({ name: 'Form Cake', price: '10', category_id: String(cakesId), options: JSON.stringify(options) }),
    );
    const [size] = cake.options;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${cake.id}`,
      headers: t.admin,
      payload: {
        options: [
          { id: size!.id, name: 'Size', required: true, choices: [{ id: size!.choices[1]!.id, name: '8 inch' }] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().options).toEqual([
      {
        id: size!.id,
        name: 'Size',
        name_ar: '',
        required: true,
        maxChoices: 1,
        choices: [{ id: size!.choices[1]!.id, name: '8 inch', name_ar: '', priceDelta: 0, available: true }],
      },
    ]);
  });

  it.each([
    ['JSON text that is not JSON', '[{', 'body/options must be a JSON list of option groups'],
    [
      'a group without its choices',
      JSON.stringify([{ name: 'Size' }]),
      "body/options/0 must have required property 'choices'",
    ],
  ])('refuse %s with 400', async (_, text, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: t.admin,
      payload: form({ name: 'Bad Cake', price: '10', category_id: String(cakesId), options: text }) as never,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('an order with choices over REST', () => {
  it('prices the line from them and answers them as sold, in the request language and in Arabic', async () => {
    const cake = await createCake({
      name: 'Birthday Cake',
      price: 12,
      category_id: cakesId,
      messageMaxLength: 40,
      options,
    });
    const eight = cake.options[0]!.choices[1]!.id;
    const candles = cake.options[1]!.choices[0]!.id;
    const placed = await placeOrder(t.app, [
      { productId: cake.id, quantity: 1, choiceIds: [eight, String(candles)], message: 'Happy Birthday Sara' },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().total).toBe(18.5);

    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().orderId}`, headers: t.admin });
    expect(order.json().items).toEqual([
      {
        lineId: expect.any(Number),
        productId: cake.id,
        name: 'Birthday Cake',
        name_ar: '',
        quantity: 1,
        price: 16.5,
        unitPrice: 16.5,
        choices: [
          { option: 'Size', option_ar: 'الحجم', choice: '8 inch', choice_ar: '8 إنش', priceDelta: 4 },
          { option: 'Extras', option_ar: '', choice: 'Candles', choice_ar: 'شموع', priceDelta: 0.5 },
        ],
        message: 'Happy Birthday Sara',
      },
    ]);
    // Without a limit the list is read straight from the database, page by page: the same answer.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin });
    const listed = list.json().find((entry: { id: number }) => entry.id === placed.json().orderId);
    expect(listed.items).toEqual(order.json().items);
  });

  it('refuses a missing required group with 400 naming it, and a sold-out choice with 409', async () => {
    const cake = await createCake({
      name: 'Strict Cake',
      price: 12,
      category_id: cakesId,
      options: [{ name: 'Size', required: true, choices: [{ name: 'Big', available: false }] }],
    });
    const missing = await placeOrder(t.app, [{ productId: cake.id, quantity: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Choose Size for Strict Cake');
    const soldOut = await placeOrder(t.app, [
      { productId: cake.id, quantity: 1, choiceIds: [cake.options[0]!.choices[0]!.id] },
    ]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toBe('Strict Cake: Big (Size) is sold out');
  });
});
