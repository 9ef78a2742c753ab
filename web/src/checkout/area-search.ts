import { placeNameMatch } from '@crumb/shared/place-name-folding';
import type { CheckoutDeliveryAreasQuery } from '../graphql/generated';

export type DeliveryAreas = CheckoutDeliveryAreasQuery['deliveryAreas'];
type Zone = DeliveryAreas['zones'][number];

/** An area the shopper may pick, with the zone that prices it. */
export interface AreaOption {
  id: string;
  name: string;
  nameAr: string;
  zone: Pick<Zone, 'id' | 'name' | 'nameAr' | 'fee' | 'minimum'>;
}

/** The areas delivered to now, in the owner's order (zone by zone). */
export function deliverableAreas(areas: DeliveryAreas): AreaOption[] {
  return areas.zones.flatMap(({ areas: zoneAreas, ...zone }) =>
    zoneAreas.filter((area) => area.enabled).map(({ id, name, nameAr }) => ({ id, name, nameAr, zone })),
  );
}

/**
 * The areas a search finds, by its English or Arabic name (or its zone's: 'Muharraq' finds the
 * zone's villages too), the best matches first. Names a typing slip away are offered only when
 * nothing matches better, so a slip never buries the area the shopper spelt right.
 */
export function searchAreas(areas: readonly AreaOption[], search: string): AreaOption[] {
  const scored = areas.map((area) => ({
    area,
    score: Math.max(
      placeNameMatch(search, area.name),
      placeNameMatch(search, area.nameAr),
      // A zone's name counts a little less than the area's own.
      Math.min(2, Math.max(placeNameMatch(search, area.zone.name), placeNameMatch(search, area.zone.nameAr))),
    ),
  }));
  const best = Math.max(0, ...scored.map(({ score }) => score));
  const floor = best >= 2 ? 2 : 1;
  return scored
    .filter(({ score }) => score >= floor)
    .sort((a, b) => b.score - a.score)
    .map(({ area }) => area);
}
