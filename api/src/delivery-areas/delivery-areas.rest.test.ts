import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { twoZones } from './delivery-areas-testing';
import type { DeliveryAreasBody } from './delivery-areas.rest';

const t = useTestApp({ admin: true });

const get = () => t.app.inject({ method: 'GET', url: '/api/delivery-areas' });
const put = (payload: unknown, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/delivery-areas', headers, payload: payload as never });

/** The first zone of twoZones with `change` applied. */
const firstZone = (change: Record<string, unknown>) => {
  const body = twoZones();
  return { ...body, zones: [{ ...body.zones[0]!, ...change }, body.zones[1]!] };
};
const firstArea = (change: Record<string, unknown>) => {
  const body = twoZones();
  const [zone, other] = body.zones;
  return { ...body, zones: [{ ...zone!, areas: [{ ...zone!.areas[0]!, ...change }, zone!.areas[1]!] }, other!] };
};

describe('the delivery areas over REST', () => {
  it("ship with the demo, switched off, with Bahrain's areas in both languages, and anyone may read them", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const areas = response.json<Required<DeliveryAreasBody>>();
    expect(areas.enabled).toBe(false);
    expect(areas.pickup.enabled).toBe(false);
    expect(areas.freeDeliveryFrom).toBe(20);
    const riffa = areas.zones.find((zone) => zone.name === 'Riffa')!;
    expect(riffa).toMatchObject({ name_ar: 'الرفاع', fee: 3, minimum: 10 });
    expect(riffa.areas).toContainEqual({ id: expect.any(Number), name: 'Riffa', name_ar: 'الرفاع', enabled: true });
    const names = areas.zones.flatMap((zone) => zone.areas.map((area) => area.name));
    for (const name of ['Manama', 'Muharraq', 'Juffair', 'Seef', 'Isa Town', 'Zallaq', 'Durrat Al Bahrain', "A'ali"])
      expect(names).toContain(name);
    expect(areas.zones.flatMap((zone) => zone.areas).every((area) => area.name_ar.trim() !== '')).toBe(true);
  });

  it('answers 401 to a change without the admin token, and keeps the areas', async () => {
    const response = await put(twoZones(), {});
    expect(response.statusCode).toBe(401);
    expect((await get()).json().enabled).toBe(false);
  });

  it.each([
    ['a zone without an English name', firstZone({ name: ' ' }), 'zones[0].name is required'],
    ['a zone without an Arabic name', firstZone({ name_ar: '' }), 'zones[0].nameAr is required'],
    ['an area without an Arabic name', firstArea({ name_ar: '' }), 'zones[0].areas[0].nameAr is required'],
    [
      'a name over 80 characters',
      firstArea({ name: 'x'.repeat(81) }),
      'zones[0].areas[0].name has at most 80 characters',
    ],
    ['a negative fee', firstZone({ fee: -0.5 }), 'body/zones/0/fee must be >= 0'],
    [
      'a fee with four decimals',
      firstZone({ fee: 1.2345 }),
      'zones[0].fee must be a number of Bahraini dinar with at most three decimals',
    ],
    ['a negative minimum', firstZone({ minimum: -1 }), 'body/zones/0/minimum must be >= 0'],
    ['a free-delivery subtotal below 0', { freeDeliveryFrom: -1 }, 'body/freeDeliveryFrom must be >= 0'],
    ['two areas of one name', firstArea({ name: 'riffa' }), "Each area needs its own name: 'Riffa' is used twice"],
    [
      'two zones of one Arabic name',
      firstZone({ name_ar: 'الرفاع' }),
      "Each zone needs its own name: 'الرفاع' is used twice",
    ],
    ['an unknown zone id', firstZone({ id: 999999 }), 'Zone 999999 does not exist'],
    ['an unknown area id', firstArea({ id: 999999 }), 'Area 999999 does not exist'],
    [
      'areas on with every area switched off',
      {
        zones: [
          {
            name: 'Riffa',
            name_ar: 'الرفاع',
            fee: 3,
            minimum: 0,
            areas: [{ name: 'Riffa', name_ar: 'الرفاع', enabled: false }],
          },
        ],
      },
      'Delivery areas that are on need at least one area switched on',
    ],
    [
      'pickup on without the Arabic address',
      { pickup: { enabled: true, address: 'Adliya', address_ar: ' ' } },
      "Pickup that is on needs the shop's address in English and Arabic",
    ],
    [
      'a map link that is no web address',
      { pickup: { enabled: false, address: '', address_ar: '', mapUrl: 'javascript:alert(1)' } },
      'pickup.mapUrl must be an http or https link',
    ],
  ])('refuses %s with 400 and says why', async (_, change, message) => {
    const response = await put({ ...twoZones(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect((await get()).json().enabled).toBe(false);
  });

  it('refuses a body missing a field with 400 naming it', async () => {
    const { zones: _, ...withoutZones } = twoZones();
    const response = await put(withoutZones);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/zones/);
  });

  it('stores new zones and areas with ids it gives, and answers the stored shape', async () => {
    const response = await put({ ...twoZones(), note: 'ignored' });
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    // The settings and pickup come back as sent; the zones with their ids and each area's switch.
    expect(stored).toEqual({
      ...twoZones(),
      zones: [
        {
          id: expect.any(Number),
          name: 'Muharraq',
          name_ar: 'المحرق',
          fee: 1.5,
          minimum: 0,
          areas: [
            { id: expect.any(Number), name: 'Muharraq', name_ar: 'المحرق', enabled: true },
            { id: expect.any(Number), name: 'Arad', name_ar: 'عراد', enabled: false },
          ],
        },
        {
          id: expect.any(Number),
          name: 'Riffa',
          name_ar: 'الرفاع',
          fee: 3,
          minimum: 10,
          areas: [{ id: expect.any(Number), name: 'Riffa', name_ar: 'الرفاع', enabled: true }],
        },
      ],
    });
    // The demo's zones were not sent: they are gone.
    expect((await get()).json()).toEqual(stored);
  });

  it('keeps a zone or area sent with its id, moves an area between zones, and removes what is left out', async () => {
    const stored = (await put(twoZones())).json<Required<DeliveryAreasBody>>();
    const [muharraq, riffa] = stored.zones as Array<Required<DeliveryAreasBody>['zones'][number] & { id: number }>;
    const arad = muharraq!.areas[1]!;
    const response = await put({
      ...twoZones({ freeDeliveryFrom: null }),
      zones: [
        {
          ...riffa!,
          fee: 2.75,
          areas: [...riffa!.areas, { ...arad, enabled: true }, { name: 'Hamad Town', name_ar: 'مدينة حمد' }],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json();
    expect(changed.freeDeliveryFrom).toBeNull();
    expect(changed.zones).toEqual([
      {
        ...riffa,
        fee: 2.75,
        areas: [
          riffa!.areas[0],
          { id: arad.id, name: 'Arad', name_ar: 'عراد', enabled: true },
          { id: expect.any(Number), name: 'Hamad Town', name_ar: 'مدينة حمد', enabled: true },
        ],
      },
    ]);
  });

  it('is in the OpenAPI document, the change for the admin only', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/delivery-areas'].get.security).toEqual([]);
    expect(document.paths['/api/delivery-areas'].get.operationId).toBe('getDeliveryAreas');
    expect(document.paths['/api/delivery-areas'].put.security).toEqual([{ bearerAuth: [] }]);
  });
});
