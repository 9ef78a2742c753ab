import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { Voucher, VoucherType } from '../vouchers/voucher.entity';
import { ADDRESS_PARTS, twoZones } from './delivery-areas-testing';
import type { DeliveryAreasBody } from './delivery-areas.rest';
import { AREA_MESSAGES } from './delivery-destination';

const t = useTestApp({ admin: true });
const json = { 'content-type': 'application/json' };
/** The demo's products by name. */
let productIds: Record<string, number>;
let areaIds: Record<string, number>;

beforeAll(async () => {
  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
  productIds = Object.fromEntries(products.map((p: { name: string; id: number }) => [p.name, p.id]));
  const em = t.orm.em.fork();
  em.create(Voucher, { code: 'HALF', type: VoucherType.percentage, discountValue: 50 });
  await em.flush();
});

const putAreas = async (body: DeliveryAreasBody) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/delivery-areas',
    headers: t.admin,
    payload: body as never,
  });
  expect(response.statusCode).toBe(200);
  const stored = response.json<DeliveryAreasBody>();
  areaIds = Object.fromEntries(stored.zones.flatMap((zone) => zone.areas.map((area) => [area.name, area.id!])));
  return stored;
};

/** Chocolate Fudge Cake is 12.500 BD, Fudgy Brownie Mix 3.250 BD. */
const cakes = (count: number) => [{ productId: productIds['Chocolate Fudge Cake']!, quantity: count }];
const mixes = (count: number) => [{ productId: productIds['Fudgy Brownie Mix']!, quantity: count }];

const order = (items: unknown[], fields: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: json,
    payload: { customerName: 'Maryam', whatsapp: '+973 3333 4444', paymentMethod: 'cash', items, ...fields },
  });
const stored = async (orderId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: t.admin })).json();
/** Places an order that must be taken: the total it answers, and the order as the admin reads it back. */
const taken = async (items: unknown[], fields: Record<string, unknown>) => {
  const response = await order(items, fields);
  expect(response.statusCode).toBe(201);
  const { orderId, total } = response.json();
  return { total, order: await stored(orderId) };
};

/** How an order placed without an area is kept: no area, no names, no address parts. */
const WITHOUT_AREA = { areaId: null, area: null, area_ar: null, addressParts: null };

const to = (area: string, fields: Record<string, unknown> = {}) => ({
  areaId: areaIds[area],
  addressParts: ADDRESS_PARTS,
  ...fields,
});

describe('orders while delivery areas are off (the default)', () => {
  it('charge the flat 2.000 BD and take the free-text address, whatever the subtotal', async () => {
    const placed = await taken(cakes(3), { address: 'Road 1, Riffa' });
    expect(placed.total).toBe(39.5);
    expect(placed.order).toMatchObject({
      address: 'Road 1, Riffa',
      deliveryCharge: 2,
      fulfilment: 'delivery',
      ...WITHOUT_AREA,
    });
  });

  it.each([
    ['an area', { areaId: 1 }, AREA_MESSAGES.areasOff],
    ['address parts', { addressParts: ADDRESS_PARTS }, AREA_MESSAGES.areasOff],
    ['pickup', { fulfilment: 'pickup' }, AREA_MESSAGES.pickupOff],
  ])('refuse an order naming %s with 400', async (_, fields, message) => {
    const response = await order(cakes(1), { address: 'Road 1, Manama', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('still need the free-text address', async () => {
    const response = await order(cakes(1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please fill in all required fields' });
  });
});

describe('orders while delivery areas are on', () => {
  beforeAll(async () => {
    await putAreas(twoZones());
  });

  it("charge the area's zone fee and keep the area, its names and the address parts as placed", async () => {
    const placed = await taken(mixes(2), to('Muharraq'));
    // 2 x 3.250 + 1.500
    expect(placed.total).toBe(8);
    expect(placed.order).toMatchObject({
      address: 'Flat/House 12, Building 345, Road 2803, Block 428, Muharraq',
      subtotal: 6.5,
      deliveryCharge: 1.5,
      total: 8,
      fulfilment: 'delivery',
      areaId: areaIds.Muharraq,
      area: 'Muharraq',
      area_ar: 'المحرق',
      addressParts: ADDRESS_PARTS,
    });
  });

  it("show the guest who looks the order up how it leaves and the area's names, never the address", async () => {
    const placed = (await order(mixes(2), to('Muharraq'))).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      headers: json,
      payload: { orderId: placed.orderId, whatsapp: '+973 3333 4444' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fulfilment: 'delivery', area: 'Muharraq', area_ar: 'المحرق' });
    expect(response.json()).not.toHaveProperty('addressParts');
    expect(response.json()).not.toHaveProperty('address');
  });

  it('keep a free-text address sent beside the parts', async () => {
    const response = await order(mixes(1), to('Muharraq', { address: 'Near the souq' }));
    expect((await stored(response.json().orderId)).address).toBe('Near the souq');
  });

  it('never take the charge the client sends', async () => {
    const response = await order(mixes(1), to('Riffa', { deliveryCharge: 0, total: 0 }));
    expect(response.statusCode).toBe(400);
    const placed = await order(cakes(1), to('Riffa', { deliveryCharge: 0, total: 0 }));
    expect(placed.json().total).toBe(15.5);
  });

  it('deliver free from the threshold on, that subtotal included, and compare it before the discount', async () => {
    // 12.500 + 2 x 3.250 + 1.000 short of 20: 19.000 pays the fee.
    const under = await order([...cakes(1), ...mixes(2)], to('Muharraq'));
    expect(under.json().total).toBe(20.5);
    // 25.000: free, and the voucher's half off does not bring the fee back.
    const over = await taken(cakes(2), to('Muharraq', { voucherCode: 'HALF' }));
    expect(over.order).toMatchObject({
      subtotal: 25,
      deliveryCharge: 0,
      discount: 12.5,
      total: 12.5,
    });
  });

  it('deliver free at exactly the threshold', async () => {
    await putAreas(twoZones({ freeDeliveryFrom: 25 }));
    const response = await order(cakes(2), to('Riffa'));
    expect(response.json().total).toBe(25);
    await putAreas(twoZones());
  });

  it.each([
    ['no area', () => ({ addressParts: ADDRESS_PARTS }), AREA_MESSAGES.missingArea],
    ['an unknown area', () => ({ areaId: 999999, addressParts: ADDRESS_PARTS }), AREA_MESSAGES.unknownArea],
    ['a malformed area id', () => ({ areaId: 'riffa', addressParts: ADDRESS_PARTS }), 'Invalid area id: "riffa"'],
    ['an area switched off', () => to('Arad'), AREA_MESSAGES.areaOff],
    ['no address parts', () => ({ areaId: areaIds.Muharraq }), AREA_MESSAGES.missingAddress],
    [
      'address parts without the block',
      () => to('Muharraq', { addressParts: { ...ADDRESS_PARTS, block: ' ' } }),
      AREA_MESSAGES.missingAddress,
    ],
    [
      'address parts without a house or building number',
      () => to('Muharraq', { addressParts: { ...ADDRESS_PARTS, house: '', building: '' } }),
      AREA_MESSAGES.missingAddress,
    ],
    [
      'a road over 40 characters',
      () => to('Muharraq', { addressParts: { ...ADDRESS_PARTS, road: '1'.repeat(41) } }),
      AREA_MESSAGES.addressPartTooLong,
    ],
  ])('refuse an order with %s with 400', async (_, fields, message) => {
    const response = await order(cakes(2), fields());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it("refuse a subtotal under the zone's minimum, saying how much is missing, and take it once reached", async () => {
    const short = await order(mixes(2), to('Riffa', { voucherCode: 'HALF' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'The minimum order for delivery to Riffa is 10.000 BD: add 3.500 BD more' });
    // 3 x 3.250 = 9.750: 0.250 short. The minimum compares the subtotal before the discount.
    expect((await order(mixes(3), to('Riffa'))).json()).toEqual({
      error: 'The minimum order for delivery to Riffa is 10.000 BD: add 0.250 BD more',
    });
    const enough = await order(mixes(4), to('Riffa', { voucherCode: 'HALF' }));
    expect(enough.statusCode).toBe(201);
    // 13.000 - 6.500 + 3.000
    expect(enough.json().total).toBe(9.5);
  });

  it('let the shopper collect from the shop for nothing, without an area or an address', async () => {
    const placed = await taken(mixes(1), { fulfilment: 'pickup', areaId: areaIds.Arad, addressParts: { road: '' } });
    expect(placed.total).toBe(3.25);
    expect(placed.order).toMatchObject({
      address: '',
      deliveryCharge: 0,
      fulfilment: 'pickup',
      ...WITHOUT_AREA,
    });
  });

  it('refuse pickup once the owner turns it off, and a fulfilment it does not know', async () => {
    await putAreas(twoZones({ pickup: { enabled: false, address: '', address_ar: '' } }));
    const off = await order(mixes(1), { fulfilment: 'pickup' });
    expect(off.json()).toEqual({ error: AREA_MESSAGES.pickupOff });
    const unknown = await order(mixes(1), to('Muharraq', { fulfilment: 'drone' }));
    expect(unknown.statusCode).toBe(400);
    await putAreas(twoZones());
  });

  it("keep an order's area and fee when the owner later changes or removes them", async () => {
    const placed = (await order(cakes(1), to('Riffa'))).json();
    await putAreas(twoZones({ zones: [twoZones().zones[0]!] }));
    expect(await stored(placed.orderId)).toMatchObject({ area: 'Riffa', area_ar: 'الرفاع', deliveryCharge: 3 });
    await putAreas(twoZones());
  });
});

describe('turning delivery areas off again', () => {
  it('restores the flat 2.000 BD checkout exactly, free-text address and all', async () => {
    await putAreas(twoZones());
    const before = await order(cakes(2), { address: 'Road 12, Block 340, Manama', voucherCode: 'HALF' });
    await putAreas(twoZones({ enabled: false, pickup: { enabled: false, address: '', address_ar: '' } }));
    const off = await order(cakes(2), { address: 'Road 12, Block 340, Manama', voucherCode: 'HALF' });
    // With areas on the free-text order was refused; off, it is priced as a shop without areas prices it.
    expect(before.json()).toEqual({ error: AREA_MESSAGES.missingArea });
    expect(off.statusCode).toBe(201);
    expect(await stored(off.json().orderId)).toMatchObject({
      address: 'Road 12, Block 340, Manama',
      subtotal: 25,
      deliveryCharge: 2,
      discount: 12.5,
      total: 14.5,
      fulfilment: 'delivery',
      areaId: null,
      addressParts: null,
    });
    // The free-delivery threshold (20.000 BD) does not apply while areas are off.
    expect((await order(cakes(4), { address: 'Road 1' })).json().total).toBe(52);
    expect((await order(cakes(1), { address: 'Road 1', fulfilment: 'pickup' })).json()).toEqual({
      error: AREA_MESSAGES.pickupOff,
    });
  });
});
