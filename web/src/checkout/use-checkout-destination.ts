import { useState } from 'react';
import { deliveryChargeFils, FLAT_DELIVERY_FILS, missingForMinimumFils } from '@crumb/shared/delivery-charge';
import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import { useQuery } from '@apollo/client/react';
import { deliverableAreas, type AreaOption } from './area-search';
import {
  emptyDestinationValues,
  isPickup,
  usesAddressParts,
  type Destination,
  type DestinationValues,
} from './destination-values';
import { CheckoutDeliveryAreasDocument } from '../graphql/generated';

/**
 * Where the order goes, as the shop's delivery areas ask it: delivery or pickup while pickup is
 * offered, the area and the address's numbers while areas are on, and what that costs for this
 * subtotal (before any voucher discount) by the same rules the server charges with. Until the
 * areas are known, and while both are off, checkout is a shop's without them. `kept` is what the
 * shopper chose before a reload.
 */
export function useCheckoutDestination(subtotal: number, kept: DestinationValues = emptyDestinationValues) {
  const { data } = useQuery(CheckoutDeliveryAreasDocument, { fetchPolicy: 'cache-and-network', ssr: false });
  const [chosen, setChosen] = useState<DestinationValues>(kept);
  const shop = data?.deliveryAreas;
  const terms = { pickupOffered: shop?.pickup.enabled ?? false, areasOn: shop?.enabled ?? false };
  const areas: AreaOption[] = shop?.enabled ? deliverableAreas(shop) : [];
  // An area the owner switched off (or removed) since it was chosen is chosen no more.
  const area = areas.find((option) => option.id === chosen.areaId);
  const values = { ...chosen, areaId: area?.id ?? '' };
  const destination: Destination = { terms, values };
  const asked = terms.pickupOffered || terms.areasOn;
  const pickup = isPickup(destination);
  const subtotalFils = dinarToFils(subtotal);
  const zone = area && { feeFils: dinarToFils(area.zone.fee), minimumFils: dinarToFils(area.zone.minimum) };
  const freeDeliveryFromFils = shop?.freeDeliveryFrom == null ? null : dinarToFils(shop.freeDeliveryFrom);
  const byArea = usesAddressParts(destination);

  // The charge: nothing for pickup, the zone's fee (or free above the threshold) once an area
  // is chosen, unknown (null) before; the flat charge while areas are off.
  const deliveryFils = pickup
    ? 0
    : byArea
      ? zone
        ? deliveryChargeFils({ fulfilment: 'delivery', zone, freeDeliveryFromFils }, subtotalFils)
        : null
      : FLAT_DELIVERY_FILS;
  const missingFils = byArea && zone ? missingForMinimumFils(zone, subtotalFils) : 0;

  return {
    /** Sent with the order and checked before it, only while the shop has pickup or areas on. */
    destination: asked ? destination : undefined,
    terms,
    values,
    pickup,
    byArea,
    pickupPlace: shop?.pickup,
    areas,
    area: byArea ? area : undefined,
    deliveryFils,
    /** BD the subtotal lacks to reach the chosen area's minimum; 0 when reached. */
    missing: filsToDinar(missingFils),
    /** BD from which delivery is free while areas are on; null when never. */
    freeDeliveryFrom: byArea && freeDeliveryFromFils !== null ? filsToDinar(freeDeliveryFromFils) : null,
    /** What checkout keeps across a reload: as shown once the shop's areas are known, as chosen before. */
    kept: shop ? values : chosen,
    change: (field: keyof DestinationValues, value: string) => setChosen((current) => ({ ...current, [field]: value })),
  };
}

export type CheckoutDestination = ReturnType<typeof useCheckoutDestination>;
