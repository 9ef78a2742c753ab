/**
 * A delivery day ('YYYY-MM-DD', a Bahrain day) as the shopper reads it: 'Thursday 27 November'
 * in their language, in Western digits as every number of the shop (SPEC §1). Formatted at
 * noon UTC of that date so no time zone moves it to another day. English as Bahrain writes it
 * (day before month, as in British English).
 */
export function deliveryDayLabel(day: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
