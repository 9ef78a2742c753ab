import type { TFunction } from 'i18next';
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
 * An order's delivery day and window: 'Thursday 26 November, 16:00–20:00' in the language of `t`
 * (`language`), the times kept left to right; undefined for an order placed without the delivery
 * schedule.
 */
export function deliverySlotIn(t: TFunction<'adminOrders'>, language: string) {
  return ({ deliveryDate, deliveryWindowStart, deliveryWindowEnd }: OrderDelivery): string | undefined =>
    deliveryDate && deliveryWindowStart && deliveryWindowEnd
      ? t('adminOrders.deliverySlot', {
          day: deliveryDayLabel(deliveryDate, language),
          start: isolateLtr(deliveryWindowStart),
          end: isolateLtr(deliveryWindowEnd),
        })
      : undefined;
}

/** An order's delivery day and window as the owner reads it, in the back office's language. */
export function useDeliverySlotText() {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  return deliverySlotIn(t, i18n.language);
}
