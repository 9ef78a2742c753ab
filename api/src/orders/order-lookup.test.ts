import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { internationalWhatsapp } from '@crumb/shared/whatsapp-number';
import { ORDER_LOOKUP_BLANK, ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_NOT_FOUND } from './order-lookup';
import { Order } from './order.entity';

const t = useTestApp();
let orderId: number;
let products: Array<{ id: number; name: string }>;
/** Each test its own client address, so the lookup limit of one never spends another's. */
let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

const lookUp = (payload: Record<string, unknown>, remoteAddress = nextAddress(), url = '/api/orders/lookup') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const graphqlLookUp = (orderId: string, whatsapp: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    payload: {
      query:
        'query ($id: String!, $w: String!) { orderLookup(orderId: $id, whatsapp: $w) { id status total items { name quantity } deliveryDate } }',
      variables: { id: orderId, w: whatsapp },
    },
  });

beforeAll(async () => {
  products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      customerName: 'Sara Ali',
      whatsapp: '+973 3600-1234',
      address: 'Road 1, Block 2, Manama',
      paymentMethod: 'cash',
      items: [
        { productId: products[0]!.id, quantity: 2 },
        { productId: products[1]!.id, quantity: 1 },
      ],
    },
  });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  orderId = placed.json().orderId;
});

describe('POST /api/orders/lookup', () => {
  it("answers the guest's view of the order: status, lines, amounts, delivery time, and nothing personal", async () => {
    const response = await lookUp({ orderId, whatsapp: '97336001234' });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending',
      deliveryDate: null,
      deliveryWindow: null,
      deliveryCharge: 2,
    });
    expect(order.items.map((item: { name: string; quantity: number }) => [item.name, item.quantity])).toEqual([
      [products[0]!.name, 2],
      [products[1]!.name, 1],
    ]);
    expect(order.total).toBe(order.subtotal + 2);
    for (const personal of ['customerName', 'whatsapp', 'address', 'note']) expect(order).not.toHaveProperty(personal);
  });

  it('compares only the digits of the number, and takes the id as 123 or #123, Arabic digits too', async () => {
    expect((await lookUp({ orderId: `#${orderId}`, whatsapp: '+973 36 00 12 34' })).statusCode).toBe(200);
    const arabicDigits = String(orderId).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await lookUp({ orderId: arabicDigits, whatsapp: '٩٧٣٣٦٠٠١٢٣٤' })).statusCode).toBe(200);
  });

  it("finds an order placed with Bahrain's code by the local number, and the other way round", async () => {
    for (const whatsapp of ['3600 1234', '٣٦٠٠١٢٣٤', '00973 3600 1234'])
      expect((await lookUp({ orderId, whatsapp })).statusCode, whatsapp).toBe(200);
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Huda',
        whatsapp: '٣٩٠٠٥٦٧٨',
        address: 'Road 1, Block 2, Manama',
        paymentMethod: 'cash',
        items: [{ productId: products[0]!.id, quantity: 1 }],
      },
    });
    expect((await lookUp({ orderId: local.json().orderId, whatsapp: '+973 3900 5678' })).statusCode).toBe(200);
  });

  it('answers one 404 for a wrong number, an unknown order and an id that is no number', async () => {
    const answers = await Promise.all([
      lookUp({ orderId, whatsapp: '97336001235' }),
      lookUp({ orderId, whatsapp: '3600 1235' }),
      lookUp({ orderId: orderId + 1000, whatsapp: '97336001234' }),
      lookUp({ orderId: 'abc', whatsapp: '97336001234' }),
      lookUp({ orderId, whatsapp: 'no digits' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: ORDER_LOOKUP_NOT_FOUND });
    }
  });

  it('never matches an order saved without digits to a guess without digits', async () => {
    const em = t.orm.em.fork();
    const order = await em.findOneOrFail(Order, orderId);
    const digitless = em.create(Order, {
      customerName: 'X',
      whatsapp: '-',
      address: 'Y',
      subtotalFils: order.subtotalFils,
      deliveryFils: order.deliveryFils,
      discountFils: 0,
      totalFils: order.subtotalFils + order.deliveryFils,
    });
    await em.flush();
    expect((await lookUp({ orderId: digitless.id, whatsapp: '-' })).statusCode).toBe(404);
  });

  it('refuses blank fields and a body without them with 400', async () => {
    expect((await lookUp({ orderId: ' ', whatsapp: '97336001234' })).json()).toEqual({ error: ORDER_LOOKUP_BLANK });
    expect((await lookUp({ orderId })).statusCode).toBe(400);
  });

  it(`answers 429 after ${ORDER_LOOKUP_LIMIT.limit} lookups from one address, over REST and GraphQL together, right ones included`, async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < ORDER_LOOKUP_LIMIT.limit / 2; attempt += 1) {
      expect((await lookUp({ orderId: orderId + 1000, whatsapp: '1' }, address)).statusCode).toBe(404);
      expect((await graphqlLookUp(String(orderId), '1', address)).json().errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const rest = await lookUp({ orderId, whatsapp: '97336001234' }, address);
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ error: ORDER_LOOKUP_LIMIT.message });
    expect((await graphqlLookUp(String(orderId), '97336001234', address)).json().errors[0]).toMatchObject({
      message: ORDER_LOOKUP_LIMIT.message,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Another address is not held up, and sign-ins from this one are counted apart.
    expect((await lookUp({ orderId, whatsapp: '97336001234' })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { email: 'nobody@example.com', password: 'wrong password' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers the names in the language asked for', async () => {
    const response = await lookUp({ orderId, whatsapp: '97336001234' }, nextAddress(), '/api/orders/lookup?lang=ar');
    expect(response.json().items[0].name).toBe(response.json().items[0].name_ar);
  });
});

describe('orderLookup over GraphQL', () => {
  it('answers the same view and the same NOT_FOUND message', async () => {
    const found = (await graphqlLookUp(String(orderId), '+973 36001234')).json();
    expect(found.data.orderLookup).toMatchObject({ id: String(orderId), status: 'pending', deliveryDate: null });
    const missing = (await graphqlLookUp(String(orderId), '000')).json();
    expect(missing.errors[0]).toMatchObject({ message: ORDER_LOOKUP_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });
});

describe('internationalWhatsapp', () => {
  it('keeps the digits, Arabic-Indic and Persian ones as ASCII, with no 00 in front', () => {
    expect(internationalWhatsapp('+973 (3600) 12-34')).toBe('97336001234');
    expect(internationalWhatsapp('00 44 20 7946 0000')).toBe('442079460000');
    expect(internationalWhatsapp('no digits')).toBe('');
  });

  it("puts Bahrain's code before a local number of eight digits", () => {
    expect(internationalWhatsapp('٣٦٠٠ ۱۲۳۴')).toBe('97336001234');
    expect(internationalWhatsapp('3600-1234')).toBe('97336001234');
  });
});
