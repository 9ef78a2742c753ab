import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId } from '../catalog/catalog-testing';
import { orderPayload } from './order-testing';

// An order's WhatsApp number must be one the shop can message: 8 to 15 digits once read as
// WhatsApp reads it. '123' was taken, and the owner's button then opened wa.me/123.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t);
let productId: number;
beforeAll(async () => {
  productId = await firstProductId(t.app);
});

const ENGLISH = 'Please enter a WhatsApp number we can message, for example 3600 1234';
const ARABIC = 'يرجى إدخال رقم واتساب يمكننا مراسلتك عليه، مثلًا 36001234';
const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { orderId total } }`;

const order = (whatsapp: string) => orderPayload([{ productId, quantity: 1 }], { whatsapp });
const postOrder = (whatsapp: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: order(whatsapp), headers });
const orderCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin })).json().length;

describe("an order's WhatsApp number", () => {
  it.each(['123', '3600 123', '+973', '٣٦٠٠١٢٣', '0036001234567890123', '1234567890123456'])(
    'refuses %j over REST with 400, placing nothing',
    async (whatsapp) => {
      const before = await orderCount();
      const response = await postOrder(whatsapp);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ENGLISH });
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses it in Arabic for an Arabic request, by Accept-Language or ?lang', async () => {
    const byHeader = await postOrder('123', { 'accept-language': 'ar-BH,en;q=0.5' });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toEqual({ error: ARABIC });
    const byQuery = await t.app.inject({ method: 'POST', url: '/api/orders?lang=ar', payload: order('123') });
    expect(byQuery.json()).toEqual({ error: ARABIC });
  });

  it('refuses it over GraphQL with BAD_USER_INPUT, in English and in Arabic', async () => {
    const english = await graphql(CREATE_ORDER, { input: order('123') });
    expect(english.data).toBeNull();
    expect(english.errors[0]).toMatchObject({ message: ENGLISH, extensions: { code: 'BAD_USER_INPUT' } });
    const arabic = await graphql(CREATE_ORDER, { input: order('123') }, { 'accept-language': 'ar' });
    expect(arabic.errors[0]).toMatchObject({ message: ARABIC, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(['36001234', '+973 3600 1234', '0097336001234', '٣٦٠٠ ١٢٣٤', '+44 20 7946 0958', '123456789012345'])(
    'takes %j and stores it as typed',
    async (whatsapp) => {
      const response = await postOrder(whatsapp);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${response.json().orderId}`,
        headers: t.admin,
      });
      expect(stored.json().whatsapp).toBe(whatsapp);
    },
  );
});
