/**
 * A delivery day ('YYYY-MM-DD', a Bahrain day) as the shopper reads it: 'Thursday 27 November'
 * in their language, or 'Thu 27 Nov' where room is short (a choice button), in Western digits as
 * every number of the shop (docs/product.md#interface-languages). Formatted at noon UTC of that
 * date so no time zone moves it to another day. English as Bahrain writes it (day before month,
 * as in British English).
 */
export function deliveryDayLabel(day: string, language: string, width: 'long' | 'short' = 'long'): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    weekday: width,
    day: 'numeric',
    month: width,
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
