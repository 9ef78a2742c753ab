import type { DeliveryAreasBody } from './delivery-areas.rest';

/**
 * Areas on, two zones: Muharraq close (1.500 BD, no minimum, Arad switched off) and Riffa far
 * (3.000 BD, 10.000 BD minimum); delivery free from 20.000 BD; pickup on. Tests that turn areas
 * on name only what they change.
 */
export function twoZones(change: Partial<DeliveryAreasBody> = {}): DeliveryAreasBody {
  return {
    enabled: true,
    freeDeliveryFrom: 20,
    pickup: {
      enabled: true,
      address: 'Building 1021, Road 3803, Block 338, Adliya',
      address_ar: 'مبنى 1021، طريق 3803، مجمع 338، العدلية',
      mapUrl: 'https://maps.example.com/crumb',
    },
    zones: [
      {
        name: 'Muharraq',
        name_ar: 'المحرق',
        fee: 1.5,
        minimum: 0,
        areas: [
          { name: 'Muharraq', name_ar: 'المحرق' },
          { name: 'Arad', name_ar: 'عراد', enabled: false },
        ],
      },
      {
        name: 'Riffa',
        name_ar: 'الرفاع',
        fee: 3,
        minimum: 10,
        areas: [{ name: 'Riffa', name_ar: 'الرفاع' }],
      },
    ],
    ...change,
  };
}

/** An address as its numbers, as checkout sends it with areas on. */
export const ADDRESS_PARTS = { house: '12', building: '345', road: '2803', block: '428', directions: 'Blue gate' };
