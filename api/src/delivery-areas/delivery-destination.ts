import type { EntityManager } from '@mikro-orm/postgresql';
import { formatFils } from '@crumb/shared/money';
import { ADDRESS_PART_MAX_LENGTH, DIRECTIONS_MAX_LENGTH } from '@crumb/shared/order-limits';
import { InvalidInputError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import {
  deliveryChargeFils,
  FLAT_DELIVERY_FILS,
  missingForMinimumFils,
  type ZoneTerms,
} from '@crumb/shared/delivery-charge';
import { deliveryAreaSettings } from './delivery-areas.service';
import { DeliveryArea } from './delivery-area.entity';
import { Fulfilment } from './fulfilment';

/**
 * Where an order goes and what its delivery costs: read from the order's request without the
 * database (parseDestination), then settled against the shop's areas in the order's
 * transaction (settleDestination). The messages are fixed sentences, but for the minimum's
 * amounts, so the storefront can word each one in the shopper's language.
 */

export const AREA_MESSAGES = {
  areasOff: 'Delivery areas are off: leave out areaId and addressParts',
  pickupOff: 'Pickup from the shop is not offered: please choose delivery',
  missingArea: 'Please choose your delivery area',
  unknownArea: 'That delivery area does not exist: please choose another one',
  areaOff: 'We do not deliver to that area at the moment: please choose another one',
  missingAddress: 'Please enter your address: a house or building number, the road and the block',
  addressPartTooLong: 'An address part is too long (at most 40 characters; directions at most 1000)',
} as const;

/** A Bahraini address as its numbers: flat or house, building, road, block, and how to find it. */
export interface AddressParts {
  house: string;
  building: string;
  road: string;
  block: string;
  directions: string;
}

/** What an order asked for, checked for form; absent on an order that names none (the flat-fee delivery). */
export interface DestinationRequest {
  fulfilment: Fulfilment;
  areaId?: number;
  addressParts?: AddressParts;
}

export interface DestinationInput {
  fulfilment?: Fulfilment | null;
  areaId?: string | null;
  addressParts?: Partial<Record<keyof AddressParts, string | null>> | null;
}

function part(value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw new InvalidInputError(AREA_MESSAGES.addressPartTooLong);
  return text;
}

export function checkedAddressParts(input: NonNullable<DestinationInput['addressParts']>): AddressParts {
  const parts = {
    house: part(input.house, ADDRESS_PART_MAX_LENGTH),
    building: part(input.building, ADDRESS_PART_MAX_LENGTH),
    road: part(input.road, ADDRESS_PART_MAX_LENGTH),
    block: part(input.block, ADDRESS_PART_MAX_LENGTH),
    directions: part(input.directions, DIRECTIONS_MAX_LENGTH),
  };
  if (!(parts.house || parts.building) || !parts.road || !parts.block)
    throw new InvalidInputError(AREA_MESSAGES.missingAddress);
  return parts;
}

/**
 * The destination an order sent, or undefined for a delivery naming no area and no address
 * parts (an order as placed before areas existed, whose fingerprint must not change). Pickup
 * takes no area or address parts: any sent with it are left out, as a shopper who switched to
 * pickup may still carry them.
 */
export function parseDestination(input: DestinationInput): DestinationRequest | undefined {
  const fulfilment = input.fulfilment ?? Fulfilment.delivery;
  if (fulfilment === Fulfilment.pickup) return { fulfilment };
  const areaText = (input.areaId ?? '').trim();
  const areaId = areaText ? parseId(areaText, 'area') : undefined;
  const addressParts = input.addressParts ? checkedAddressParts(input.addressParts) : undefined;
  if (areaId === undefined && !addressParts) return undefined;
  return {
    fulfilment,
    ...(areaId !== undefined && { areaId }),
    ...(addressParts && { addressParts }),
  };
}

/** What an order stores of where it goes, as placed: later edits of the areas change none of it. */
export interface PlacedDestination {
  fulfilment: Fulfilment;
  deliveryFils: number;
  areaId: number | null;
  areaName: string | null;
  areaNameAr: string | null;
  zoneName: string | null;
  zoneNameAr: string | null;
  addressParts: AddressParts | null;
}

const NO_AREA = {
  areaId: null,
  areaName: null,
  areaNameAr: null,
  zoneName: null,
  zoneNameAr: null,
  addressParts: null,
} as const;

/**
 * Settles an order's destination against the shop's areas, inside the order's transaction:
 * refuses what the shop does not offer, and computes the delivery charge from the subtotal
 * before any voucher discount. While areas and pickup are off every order is delivered for the
 * flat charge, exactly as before areas existed.
 */
export async function settleDestination(
  em: EntityManager,
  request: DestinationRequest | undefined,
  subtotalFils: number,
): Promise<PlacedDestination> {
  const settings = await deliveryAreaSettings(em);
  if (request?.fulfilment === Fulfilment.pickup) {
    if (!settings.pickupEnabled) throw new InvalidInputError(AREA_MESSAGES.pickupOff);
    return { fulfilment: Fulfilment.pickup, deliveryFils: 0, ...NO_AREA };
  }
  if (!settings.enabled) {
    if (request) throw new InvalidInputError(AREA_MESSAGES.areasOff);
    return { fulfilment: Fulfilment.delivery, deliveryFils: FLAT_DELIVERY_FILS, ...NO_AREA };
  }

  if (request?.areaId === undefined) throw new InvalidInputError(AREA_MESSAGES.missingArea);
  const area = await em.findOne(DeliveryArea, request.areaId, { populate: ['zone'] });
  if (!area) throw new InvalidInputError(AREA_MESSAGES.unknownArea);
  if (!area.enabled) throw new InvalidInputError(AREA_MESSAGES.areaOff);
  if (!request.addressParts) throw new InvalidInputError(AREA_MESSAGES.missingAddress);
  const zone = area.zone.getEntity();
  refuseBelowMinimum(area.name, zone, subtotalFils);
  return {
    fulfilment: Fulfilment.delivery,
    deliveryFils: deliveryChargeFils(
      { fulfilment: Fulfilment.delivery, zone, freeDeliveryFromFils: settings.freeDeliveryFromFils },
      subtotalFils,
    ),
    areaId: area.id,
    areaName: area.name,
    areaNameAr: area.nameAr,
    zoneName: zone.name,
    zoneNameAr: zone.nameAr,
    addressParts: request.addressParts,
  };
}

function refuseBelowMinimum(areaName: string, zone: ZoneTerms, subtotalFils: number): void {
  const missing = missingForMinimumFils(zone, subtotalFils);
  if (missing > 0)
    throw new InvalidInputError(
      `The minimum order for delivery to ${areaName} is ${formatFils(zone.minimumFils)} BD: add ${formatFils(missing)} BD more`,
    );
}

/**
 * The delivery charge of a placed order whose subtotal changed, by the same rule as at checkout:
 * its area's zone as it is now (fee, minimum, the free-delivery subtotal). Pickup stays free;
 * an order placed without an area, or whose area is gone, keeps the charge it was placed with.
 */
export async function deliveryChargeAgain(
  em: EntityManager,
  placed: Pick<PlacedDestination, 'fulfilment' | 'areaId' | 'deliveryFils'>,
  subtotalFils: number,
): Promise<number> {
  if (placed.fulfilment === Fulfilment.pickup) return 0;
  if (placed.areaId === null) return placed.deliveryFils;
  const area = await em.findOne(DeliveryArea, placed.areaId, { populate: ['zone'] });
  if (!area) return placed.deliveryFils;
  const zone = area.zone.getEntity();
  refuseBelowMinimum(area.name, zone, subtotalFils);
  const settings = await deliveryAreaSettings(em);
  return deliveryChargeFils(
    { fulfilment: Fulfilment.delivery, zone, freeDeliveryFromFils: settings.freeDeliveryFromFils },
    subtotalFils,
  );
}

/** The address line of an order that gave only its parts: 'Flat/House 12, Building 345, Road 2803, Block 428, Juffair'. */
export function addressLine(parts: AddressParts, areaName: string): string {
  return [
    parts.house && `Flat/House ${parts.house}`,
    parts.building && `Building ${parts.building}`,
    `Road ${parts.road}`,
    `Block ${parts.block}`,
    areaName,
  ]
    .filter(Boolean)
    .join(', ');
}
