import { InvalidInputError } from '../errors/domain-errors';
import { parseId } from '../graphql/ids';
import type { DeliveryAreaInput, DeliveryAreasInput, DeliveryZoneInput } from './delivery-areas.type';

export const AREA_NAME_MAX_LENGTH = 80;
export const MAX_ZONES = 50;
export const MAX_AREAS = 500;
/** No delivery fee, minimum or threshold of a bakery comes near; keeps every sum inside 32 bits. */
export const MAX_AMOUNT_FILS = 100_000_000;
export const PICKUP_ADDRESS_MAX_LENGTH = 1000;
export const MAP_URL_MAX_LENGTH = 500;

export interface CheckedArea {
  id: number | null;
  name: string;
  nameAr: string;
  enabled: boolean;
}

export interface CheckedZone {
  id: number | null;
  name: string;
  nameAr: string;
  feeFils: number;
  minimumFils: number;
  areas: CheckedArea[];
}

/** What the owner sent, checked and trimmed: what is stored, in the order sent. */
export interface CheckedDeliveryAreas {
  enabled: boolean;
  freeDeliveryFromFils: number | null;
  pickup: { enabled: boolean; address: string; addressAr: string; mapUrl: string };
  zones: CheckedZone[];
}

function requiredName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw new InvalidInputError(`${field} is required`);
  if (name.length > AREA_NAME_MAX_LENGTH)
    throw new InvalidInputError(`${field} has at most ${AREA_NAME_MAX_LENGTH} characters`);
  return name;
}

/** Amounts arrive as whole fils (the Money scalar refused more than three decimals). */
function amount(fils: number, field: string): number {
  if (!Number.isInteger(fils) || fils < 0 || fils > MAX_AMOUNT_FILS)
    throw new InvalidInputError(`${field} must be from 0 to ${MAX_AMOUNT_FILS / 1000} BD`);
  return fils;
}

function checkedArea(input: DeliveryAreaInput, path: string): CheckedArea {
  return {
    id: input.id == null ? null : parseId(input.id, 'area'),
    name: requiredName(input.name, `${path}.name`),
    nameAr: requiredName(input.nameAr, `${path}.nameAr`),
    enabled: input.enabled ?? true,
  };
}

function checkedZone(input: DeliveryZoneInput, index: number): CheckedZone {
  const path = `zones[${index}]`;
  return {
    id: input.id == null ? null : parseId(input.id, 'zone'),
    name: requiredName(input.name, `${path}.name`),
    nameAr: requiredName(input.nameAr, `${path}.nameAr`),
    feeFils: amount(input.fee, `${path}.fee`),
    minimumFils: amount(input.minimum, `${path}.minimum`),
    areas: input.areas.map((area, areaIndex) => checkedArea(area, `${path}.areas[${areaIndex}]`)),
  };
}

function checkedMapUrl(value: string | null | undefined): string {
  const url = (value ?? '').trim();
  if (!url) return '';
  if (url.length > MAP_URL_MAX_LENGTH)
    throw new InvalidInputError(`pickup.mapUrl has at most ${MAP_URL_MAX_LENGTH} characters`);
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new InvalidInputError('pickup.mapUrl must be an http or https link');
  return url;
}

/** The first value named twice (compared without case), or undefined. */
function repeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.toLocaleLowerCase('en');
    if (seen.has(key)) return value;
    seen.add(key);
  }
  return undefined;
}

/**
 * The delivery areas the owner sent, checked rule by rule with a message naming the field.
 * Names are required in both languages: checkout shows each shopper theirs, and an area
 * with one name would be unfindable in the other language.
 */
export function checkDeliveryAreas(input: DeliveryAreasInput): CheckedDeliveryAreas {
  if (input.zones.length > MAX_ZONES) throw new InvalidInputError(`There are at most ${MAX_ZONES} delivery zones`);
  const zones = input.zones.map(checkedZone);
  const areas = zones.flatMap((zone) => zone.areas);
  if (areas.length > MAX_AREAS) throw new InvalidInputError(`There are at most ${MAX_AREAS} delivery areas`);

  const zoneName = repeated(zones.map((zone) => zone.name)) ?? repeated(zones.map((zone) => zone.nameAr));
  if (zoneName) throw new InvalidInputError(`Each zone needs its own name: '${zoneName}' is used twice`);
  const areaName = repeated(areas.map((area) => area.name)) ?? repeated(areas.map((area) => area.nameAr));
  if (areaName) throw new InvalidInputError(`Each area needs its own name: '${areaName}' is used twice`);
  const zoneId = repeated(zones.flatMap((zone) => (zone.id === null ? [] : [String(zone.id)])));
  if (zoneId) throw new InvalidInputError(`Zone ${zoneId} is sent twice`);
  const areaId = repeated(areas.flatMap((area) => (area.id === null ? [] : [String(area.id)])));
  if (areaId) throw new InvalidInputError(`Area ${areaId} is sent twice`);

  if (input.enabled && !areas.some((area) => area.enabled))
    throw new InvalidInputError('Delivery areas that are on need at least one area switched on');

  const freeDeliveryFromFils =
    input.freeDeliveryFrom == null ? null : amount(input.freeDeliveryFrom, 'freeDeliveryFrom');

  const address = input.pickup.address.trim();
  const addressAr = input.pickup.addressAr.trim();
  if (address.length > PICKUP_ADDRESS_MAX_LENGTH || addressAr.length > PICKUP_ADDRESS_MAX_LENGTH)
    throw new InvalidInputError(`The pickup address has at most ${PICKUP_ADDRESS_MAX_LENGTH} characters`);
  if (input.pickup.enabled && (!address || !addressAr))
    throw new InvalidInputError("Pickup that is on needs the shop's address in English and Arabic");

  return {
    enabled: input.enabled,
    freeDeliveryFromFils,
    pickup: { enabled: input.pickup.enabled, address, addressAr, mapUrl: checkedMapUrl(input.pickup.mapUrl) },
    zones,
  };
}
