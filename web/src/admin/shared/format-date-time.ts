/**
 * A moment for the back office: the date and the time to the minute ('short') or to the second
 * ('medium'), in the page's language and the browser's time zone (the owner's). Western digits,
 * as every price and order number of the shop shows them.
 */
export function formatDateTime(isoDate: string, language: string, timeStyle: 'short' | 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle, numberingSystem: 'latn' }).format(
    new Date(isoDate),
  );
}
