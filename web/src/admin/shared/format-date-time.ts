import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';

/**
 * A moment for the back office: the date and the time to the minute ('short') or to the second
 * ('medium'), in the page's language and on the shop's clock (Bahrain), as the orders' day filters,
 * the dashboard and the CSV export count days: an order placed at 23:30 shows on the day it is
 * filed under, whatever zone the owner's device is set to. Western digits, as every price and
 * order number of the shop shows them.
 */
export function formatDateTime(isoDate: string, language: string, timeStyle: 'short' | 'medium'): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle,
    numberingSystem: 'latn',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(isoDate));
}
