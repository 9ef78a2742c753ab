import type { OrderToBake } from './baking-list';

/**
 * Where an order goes, as the server answers it for one placed while delivery areas and pickup
 * were off: delivered to a free-text address, no area, no zone. Test orders spread it and name
 * only what they are about.
 */
export const PLAIN_DELIVERY: Pick<
  OrderToBake,
  'fulfilment' | 'whatsapp' | 'address' | 'area' | 'areaAr' | 'zone' | 'zoneAr' | 'addressParts'
> = {
  fulfilment: 'delivery',
  whatsapp: '+973 3900 0000',
  address: 'Road 1, Block 338, Manama',
  area: null,
  areaAr: null,
  zone: null,
  zoneAr: null,
  addressParts: null,
};
