import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../i18n/feature-texts';
import { checkoutTexts } from './checkout-texts';
import type { DeliveryDayOption, DeliveryWindowOption } from './use-delivery-slot';

/** A delivery day on a choice button: 'Thu 26 Nov' / 'الخميس 26 نوفمبر', in the page's language. */
export function shortDayLabel(date: string, language: string): string {
  return deliveryDayLabel(date, language, 'short');
}

export type DayUnavailability = 'closed' | 'full' | 'unavailable';

/** Why a day cannot be chosen: closed, every window full, or too late to order for it; undefined when it can. */
export function dayUnavailability(day: DeliveryDayOption): DayUnavailability | undefined {
  if (!day.open) return 'closed';
  if (day.windows.some((window) => window.available)) return undefined;
  return day.windows.every((window) => window.remaining === 0) ? 'full' : 'unavailable';
}

/** Why a window cannot be chosen: no places left, or too soon / past the cut-off. */
export function windowUnavailability(window: DeliveryWindowOption): 'full' | 'unavailable' | undefined {
  if (window.available) return undefined;
  return window.remaining === 0 ? 'full' : 'unavailable';
}

/**
 * The slot field's words for a delivery, or for a pickup from the same schedule: the shopper
 * collecting a cake picks a day and window too, named as a pickup.
 */
export function useSlotLabels(pickup: boolean) {
  const { t } = useFeatureTexts(checkoutTexts);
  return pickup
    ? {
        title: t('checkout.pickupSlot.title'),
        hint: t('checkout.pickupSlot.hint'),
        loadFailed: t('checkout.pickupSlot.loadFailed'),
        chooseDayFirst: t('checkout.pickupSlot.chooseDayFirst'),
        missing: t('checkout.pickupSlot.missing'),
        summary: t('checkout.pickupSlot.summary'),
      }
    : {
        title: t('checkout.deliverySlot.title'),
        hint: t('checkout.deliverySlot.hint'),
        loadFailed: t('checkout.deliverySlot.loadFailed'),
        chooseDayFirst: t('checkout.deliverySlot.chooseDayFirst'),
        missing: t('checkout.deliverySlot.missing'),
        summary: t('checkout.deliverySlot.summary'),
      };
}
