import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { ADDRESS_PARTS } from './delivery-areas-testing';
import { AREA_MESSAGES } from './delivery-destination';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);

const FIELDS = `enabled freeDeliveryFrom pickup { enabled address addressAr mapUrl }
  zones { id name nameAr fee minimum areas { id name nameAr enabled } }`;
const UPDATE = `mutation ($input: DeliveryAreasInput!) { updateDeliveryAreas(input: $input) { ${FIELDS} } }`;
const PLACE = `mutation ($input: OrderInput!) { createOrder(input: $input) { orderId total } }`;
const ORDER = `query ($id: ID!) { order(id: $id) {
  address subtotal deliveryCharge total fulfilment areaId area areaAr zone zoneAr
  addressParts { house building road block directions } } }`;

const input = {
  enabled: true,
  freeDeliveryFrom: 20,
  pickup: { enabled: true, address: 'Adliya', addressAr: 'العدلية', mapUrl: null },
  zones: [
    { name: 'Muharraq', nameAr: 'المحرق', fee: 1.5, minimum: 0, areas: [{ name: 'Muharraq', nameAr: 'المحرق' }] },
    { name: 'Riffa', nameAr: 'الرفاع', fee: 3, minimum: 10, areas: [{ name: 'Riffa', nameAr: 'الرفاع' }] },
  ],
};
let cakeId: string;
let mixId: string;

beforeAll(async () => {
  const { data } = await graphql('{ products { id name } }', {}, {});
  const named = (name: string) => data.products.find((product: { name: string }) => product.name === name).id;
  cakeId = named('Chocolate Fudge Cake');
  mixId = named('Fudgy Brownie Mix');
});

const orderInput = (fields: Record<string, unknown>) => ({
  customerName: 'Maryam',
  whatsapp: '+973 3333 4444',
  paymentMethod: 'cash',
  items: [{ productId: cakeId, quantity: 1 }],
  ...fields,
});
/** Two of a product, delivered to the area at ADDRESS_PARTS. */
const twoTo = (areaId: string, productId: string) =>
  orderInput({ areaId, addressParts: ADDRESS_PARTS, items: [{ productId, quantity: 2 }] });

describe('the delivery areas over GraphQL', () => {
  it('are public to read, and off until the owner turns them on', async () => {
    const { data } = await graphql(`{ deliveryAreas { ${FIELDS} } }`, {}, {});
    expect(data.deliveryAreas).toMatchObject({ enabled: false, pickup: { enabled: false } });
    expect(data.deliveryAreas.zones.length).toBeGreaterThan(0);
  });

  it('are changed by the admin only', async () => {
    const refused = await graphql(UPDATE, { input }, {});
    expect(refused.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuse a broken rule with BAD_USER_INPUT and its reason', async () => {
    const refused = await graphql(UPDATE, {
      input: { ...input, zones: [{ ...input.zones[0], nameAr: ' ' }] },
    });
    expect(refused.errors[0]).toMatchObject({
      message: 'zones[0].nameAr is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const decimals = await graphql(UPDATE, { input: { ...input, zones: [{ ...input.zones[0], fee: 1.0005 }] } });
    expect(decimals.errors[0].message).toMatch(/at most three decimals/);
  });

  it('store the areas and price an order placed through GraphQL the same way', async () => {
    const { data } = await graphql(UPDATE, { input });
    expect(data.updateDeliveryAreas).toMatchObject({ enabled: true, freeDeliveryFrom: 20 });
    const riffa = data.updateDeliveryAreas.zones[1].areas[0];
    expect(riffa).toEqual({ id: expect.any(String), name: 'Riffa', nameAr: 'الرفاع', enabled: true });

    const short = await graphql(PLACE, { input: twoTo(riffa.id, mixId) }, {});
    expect(short.errors[0]).toMatchObject({
      message: 'The minimum order for delivery to Riffa is 10.000 BD: add 3.500 BD more',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noArea = await graphql(PLACE, { input: orderInput({ address: 'Road 1' }) }, {});
    expect(noArea.errors[0].message).toBe(AREA_MESSAGES.missingArea);

    const placed = await graphql(PLACE, { input: twoTo(riffa.id, cakeId) }, {});
    expect(placed.errors).toBeUndefined();
    const order = (await graphql(ORDER, { id: placed.data.createOrder.orderId })).data.order;
    expect(order).toEqual({
      address: 'Flat/House 12, Building 345, Road 2803, Block 428, Riffa',
      subtotal: 25,
      deliveryCharge: 0,
      total: 25,
      fulfilment: 'delivery',
      areaId: riffa.id,
      area: 'Riffa',
      areaAr: 'الرفاع',
      zone: 'Riffa',
      zoneAr: 'الرفاع',
      addressParts: ADDRESS_PARTS,
    });

    const pickup = await graphql(PLACE, { input: orderInput({ fulfilment: 'pickup' }) }, {});
    expect(pickup.data.createOrder.total).toBe(12.5);
  });
});
