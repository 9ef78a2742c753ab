import { exactFils, filsToDinar, formatDinar } from '@crumb/shared/money';
import type { DeliveryAreasInput } from '@crumb/shared/schema-types';
import type { DeliveryAreasFieldsFragment } from '@crumb/shared/shared-operations';

/** The limits the server holds too (api/src/delivery-areas/delivery-areas-check.ts), kept here first to point at the field. */
export const LIMITS = {
  nameLength: 80,
  zones: 50,
  areas: 500,
  amountFils: 100_000_000,
  pickupAddressLength: 1000,
  mapUrlLength: 500,
} as const;

/** The form's problem message, which the fields it concerns point to. */
export const PROBLEM_ID = 'delivery-areas-problem';

export interface AreaValues {
  /** Tells rows apart while they move (React's key, the fields' ids): the stored id, or a new one. */
  key: string;
  /** The stored id; null for an area the server has not seen yet. */
  id: string | null;
  name: string;
  nameAr: string;
  enabled: boolean;
}

export interface ZoneValues {
  key: string;
  id: string | null;
  name: string;
  nameAr: string;
  /** As typed, in BD. */
  fee: string;
  /** As typed, in BD; empty for none. */
  minimum: string;
  areas: AreaValues[];
}

export interface DeliveryAreasFormValues {
  enabled: boolean;
  /** As typed, in BD; empty for never. */
  freeDeliveryFrom: string;
  pickup: { enabled: boolean; address: string; addressAr: string; mapUrl: string };
  zones: ZoneValues[];
}

/**
 * What keeps the form from being sent, and where: `zone` and `area` are 0-based rows, `field`
 * the control the message is about.
 */
export type AreasProblem =
  | { kind: 'freeFrom' | 'mapUrl' | 'noAreaOn' }
  | { kind: 'pickupAddress'; field: 'address' | 'addressAr' }
  | { kind: 'zoneName' | 'zoneNameTwice'; zone: number; field: 'name' | 'nameAr'; name?: string }
  | { kind: 'fee' | 'minimum'; zone: number }
  | { kind: 'areaName' | 'areaNameTwice'; zone: number; area: number; field: 'name' | 'nameAr'; name?: string };

let newRows = 0;
/** A key no stored zone or area has (stored ones are keyed by their id). */
const newKey = () => `new-${++newRows}`;

export const newZone = (): ZoneValues => ({
  key: newKey(),
  id: null,
  name: '',
  nameAr: '',
  fee: '',
  minimum: '',
  areas: [],
});

export const newArea = (): AreaValues => ({ key: newKey(), id: null, name: '', nameAr: '', enabled: true });

export function valuesOf(stored: DeliveryAreasFieldsFragment): DeliveryAreasFormValues {
  return {
    enabled: stored.enabled,
    freeDeliveryFrom: stored.freeDeliveryFrom == null ? '' : formatDinar(stored.freeDeliveryFrom),
    pickup: {
      enabled: stored.pickup.enabled,
      address: stored.pickup.address,
      addressAr: stored.pickup.addressAr,
      mapUrl: stored.pickup.mapUrl,
    },
    zones: stored.zones.map((zone) => ({
      key: zone.id,
      id: zone.id,
      name: zone.name,
      nameAr: zone.nameAr,
      fee: formatDinar(zone.fee),
      minimum: zone.minimum === 0 ? '' : formatDinar(zone.minimum),
      areas: zone.areas.map(({ id, name, nameAr, enabled }) => ({ key: id, id, name, nameAr, enabled })),
    })),
  };
}

/** An amount as typed, in whole fils: empty is `blank`; null when it is not 0 to 100000 BD with at most three decimals. */
export function typedFils(typed: string, blank: number | null): number | null {
  if (typed.trim() === '') return blank;
  const fils = exactFils(Number(typed));
  return fils !== null && fils >= 0 && fils <= LIMITS.amountFils ? fils : null;
}

const isWebLink = (typed: string) => {
  try {
    const { protocol } = new URL(typed.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** Where a name comes again (compared trimmed and without case), or -1. */
function repeatAt(names: readonly string[]): number {
  const seen = new Set<string>();
  return names.findIndex((name) => {
    const key = name.trim().toLocaleLowerCase('en');
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

const missingName = (row: { name: string; nameAr: string }): 'name' | 'nameAr' | undefined =>
  !row.name.trim() ? 'name' : !row.nameAr.trim() ? 'nameAr' : undefined;

function pickupProblem({ pickup }: DeliveryAreasFormValues): AreasProblem | undefined {
  if (pickup.enabled && !pickup.address.trim()) return { kind: 'pickupAddress', field: 'address' };
  if (pickup.enabled && !pickup.addressAr.trim()) return { kind: 'pickupAddress', field: 'addressAr' };
  if (pickup.mapUrl.trim() && !isWebLink(pickup.mapUrl)) return { kind: 'mapUrl' };
  return undefined;
}

function zonesProblem(zones: readonly ZoneValues[]): AreasProblem | undefined {
  for (const [zone, values] of zones.entries()) {
    const field = missingName(values);
    if (field) return { kind: 'zoneName', zone, field };
    if (typedFils(values.fee, null) === null) return { kind: 'fee', zone };
    if (typedFils(values.minimum, 0) === null) return { kind: 'minimum', zone };
    for (const [area, areaValues] of values.areas.entries()) {
      const areaField = missingName(areaValues);
      if (areaField) return { kind: 'areaName', zone, area, field: areaField };
    }
  }
  for (const field of ['name', 'nameAr'] as const) {
    const zone = repeatAt(zones.map((values) => values[field]));
    if (zone >= 0) return { kind: 'zoneNameTwice', zone, field, name: zones[zone]![field].trim() };
    const places = zones.flatMap((values, zoneIndex) => values.areas.map((_, area) => ({ zone: zoneIndex, area })));
    const at = repeatAt(places.map(({ zone: z, area }) => zones[z]!.areas[area]![field]));
    if (at >= 0) {
      const { zone: z, area } = places[at]!;
      return { kind: 'areaNameTwice', zone: z, area, field, name: zones[z]!.areas[area]![field].trim() };
    }
  }
  return undefined;
}

/** The delivery areas to send, or the first problem, in the order the page shows the fields. */
export function checkDeliveryAreas(
  values: DeliveryAreasFormValues,
): { input: DeliveryAreasInput } | { problem: AreasProblem } {
  const freeDeliveryFrom = typedFils(values.freeDeliveryFrom, null);
  if (freeDeliveryFrom === null && values.freeDeliveryFrom.trim()) return { problem: { kind: 'freeFrom' } };
  const problem = pickupProblem(values) ?? zonesProblem(values.zones);
  if (problem) return { problem };
  if (values.enabled && !values.zones.some((zone) => zone.areas.some((area) => area.enabled)))
    return { problem: { kind: 'noAreaOn' } };
  return {
    input: {
      enabled: values.enabled,
      freeDeliveryFrom: freeDeliveryFrom === null ? null : filsToDinar(freeDeliveryFrom),
      pickup: { ...values.pickup, mapUrl: values.pickup.mapUrl.trim() },
      zones: values.zones.map((zone) => ({
        id: zone.id,
        name: zone.name,
        nameAr: zone.nameAr,
        fee: filsToDinar(typedFils(zone.fee, null)!),
        minimum: filsToDinar(typedFils(zone.minimum, 0)!),
        areas: zone.areas.map(({ id, name, nameAr, enabled }) => ({ id, name, nameAr, enabled })),
      })),
    },
  };
}

/** The zones with the area at `from` moved to the end of zone `to`'s areas. */
export function movedArea(
  zones: readonly ZoneValues[],
  from: { zone: number; area: number },
  to: number,
): ZoneValues[] {
  const area = zones[from.zone]!.areas[from.area]!;
  return zones.map((zone, index) => {
    if (index === from.zone) return { ...zone, areas: zone.areas.filter((_, other) => other !== from.area) };
    if (index === to) return { ...zone, areas: [...zone.areas, area] };
    return zone;
  });
}
