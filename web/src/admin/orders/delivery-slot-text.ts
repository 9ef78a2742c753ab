import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { ordersTexts } from './orders-texts';

interface OrderDelivery {
  deliveryDate?: string | null;
  deliveryWindowStart?: string | null;
  deliveryWindowEnd?: string | null;
}

/**
 * An order's delivery day and window as the owner reads it: 'Thursday 26 November,
 * 16:00–20:00' in the admin's language, the times kept left to right; undefined for an order
 * placed without the delivery schedule.
 */
export function useDeliverySlotText() {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  return ({ deliveryDate, deliveryWindowStart, deliveryWindowEnd }: OrderDelivery): string | undefined =>
    deliveryDate && deliveryWindowStart && deliveryWindowEnd
      ? t('adminOrders.deliverySlot', {
          day: deliveryDayLabel(deliveryDate, i18n.language),
          start: isolateLtr(deliveryWindowStart),
          end: isolateLtr(deliveryWindowEnd),
        })
      : undefined;
}
