import type { CheckoutDeliveryAreasQuery } from '../graphql/generated';

// The shop's delivery areas as checkout tests answer them: off by default, or a few of
// Bahrain's areas in three zones, with pickup from the shop.

type DeliveryAreas = CheckoutDeliveryAreasQuery['deliveryAreas'];

const area = (id: string, name: string, nameAr: string, enabled = true) => ({
  __typename: 'DeliveryAreaView' as const,
  id,
  name,
  nameAr,
  enabled,
});

const zone = (
  id: string,
  name: string,
  nameAr: string,
  fee: number,
  minimum: number,
  areas: ReturnType<typeof area>[],
) => ({
  __typename: 'DeliveryZoneView' as const,
  id,
  name,
  nameAr,
  fee,
  minimum,
  areas,
});

const pickup = (enabled: boolean) => ({
  __typename: 'PickupView' as const,
  enabled,
  address: 'Building 1021, Road 3803, Block 338, Adliya',
  addressAr: 'مبنى 1021، طريق 3803، مجمع 338، العدلية',
  mapUrl: 'https://maps.example.com/crumb',
});

/** Manama 1.500 BD; Riffa 3.000 BD from 10.000 BD; free delivery from 20.000 BD; Sitra switched off. */
export function buildDeliveryAreas(overrides: Partial<DeliveryAreas> & { pickupOn?: boolean } = {}): DeliveryAreas {
  const { pickupOn = false, ...rest } = overrides;
  return {
    __typename: 'DeliveryAreasView',
    enabled: true,
    freeDeliveryFrom: 20,
    pickup: pickup(pickupOn),
    zones: [
      zone('1', 'Manama', 'المنامة', 1.5, 0, [
        area('11', 'Juffair', 'الجفير'),
        area('12', 'Adliya', 'العدلية'),
        area('13', 'Umm Al Hassam', 'أم الحصم'),
      ]),
      zone('2', 'Riffa', 'الرفاع', 3, 10, [area('21', 'Riffa', 'الرفاع'), area('22', 'Isa Town', 'مدينة عيسى')]),
      zone('3', 'Muharraq', 'المحرق', 1.5, 0, [area('31', 'Muharraq', 'المحرق'), area('32', 'Sitra', 'سترة', false)]),
    ],
    ...rest,
  } as DeliveryAreas;
}

/** A shop without areas or pickup (the default). */
export const deliveryAreasOff = buildDeliveryAreas({ enabled: false });
