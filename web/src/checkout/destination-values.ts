import type { Fulfilment, OrderInput } from '@crumb/shared/schema-types';

/**
 * Where the order goes, asked only while the shop offers pickup or has delivery areas on: how it
 * leaves, and with areas on the area and the address as its numbers (docs/product.md#delivery-areas-and-pickup).
 */
export interface DestinationValues {
  fulfilment: Fulfilment;
  areaId: string;
  house: string;
  building: string;
  road: string;
  block: string;
  directions: string;
}

export type AddressPartField = 'house' | 'building' | 'road' | 'block' | 'directions';

export const emptyDestinationValues: DestinationValues = {
  fulfilment: 'delivery',
  areaId: '',
  house: '',
  building: '',
  road: '',
  block: '',
  directions: '',
};

/**
 * What the shop asks about where the order goes: `pickupOffered` lets the shopper choose
 * delivery or pickup; `areasOn` makes a delivery name an area and its address as numbers. Both
 * off (the default), checkout asks and sends exactly what a shop without them does.
 */
export interface DestinationTerms {
  pickupOffered: boolean;
  areasOn: boolean;
}

export interface Destination {
  terms: DestinationTerms;
  values: DestinationValues;
}

/** Whether the order is collected from the shop: only when the shop offers it and the shopper chose it. */
export function isPickup({ terms, values }: Destination): boolean {
  return terms.pickupOffered && values.fulfilment === 'pickup';
}

/** Whether the order names an area and its address as numbers rather than a free-text address. */
export function usesAddressParts(destination: Destination): boolean {
  return destination.terms.areasOn && !isPickup(destination);
}

/** Whether a free-text address is asked (a delivery while areas are off). */
export function asksFreeTextAddress(destination: Destination | undefined): boolean {
  return !destination || (!isPickup(destination) && !usesAddressParts(destination));
}

/**
 * What the order sends of where it goes, only while the shop has pickup or areas on (a shop
 * without them sends what it always sent): how it leaves, and for a delivery with areas on the
 * area and the address's numbers, trimmed. The free-text address is then left blank: the server
 * writes the address line from the numbers and the area.
 */
export function destinationInput(destination: Destination | undefined): Partial<OrderInput> {
  if (!destination || (!destination.terms.pickupOffered && !destination.terms.areasOn)) return {};
  const pickup = isPickup(destination);
  if (!usesAddressParts(destination)) {
    return pickup ? { fulfilment: 'pickup', address: '' } : { fulfilment: 'delivery' };
  }
  const { values } = destination;
  return {
    fulfilment: 'delivery',
    address: '',
    areaId: values.areaId,
    addressParts: {
      house: values.house.trim(),
      building: values.building.trim(),
      road: values.road.trim(),
      block: values.block.trim(),
      directions: values.directions.trim(),
    },
  };
}
