import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminOrdersQuery } from '../graphql/generated';
import { ordersTexts } from './orders-texts';

type Order = AdminOrdersQuery['orderPage']['items'][number];

export interface OrderDestination {
  /** Collected from the shop: no address, no area. */
  pickup: boolean;
  /** 'Area: Riffa (South)' in the owner's language; null without delivery areas or for pickup. */
  areaLine: string | null;
  /** 'Directions: …' when the shopper gave them with the address's numbers. */
  directionsLine: string | null;
}

/**
 * Where an order goes, as the owner's card and WhatsApp message say it: the area and its zone in
 * the back office's language (Arabic names, or the English ones where they were left empty).
 */
export function useOrderDestination(): (order: Order) => OrderDestination {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  const arabic = i18n.language === 'ar';
  return (order) => {
    const area = arabic ? order.areaAr || order.area : order.area;
    const zone = arabic ? order.zoneAr || order.zone : order.zone;
    const directions = order.addressParts?.directions;
    return {
      pickup: order.fulfilment === 'pickup',
      areaLine: area ? (zone ? t('adminOrders.areaInZone', { area, zone }) : t('adminOrders.area', { area })) : null,
      directionsLine: directions ? t('adminOrders.directions', { directions }) : null,
    };
  };
}
