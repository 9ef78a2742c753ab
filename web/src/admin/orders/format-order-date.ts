/**
 * When an order was placed, in the page's language and the browser's time zone (the owner's),
 * date and time. Western digits, as every price and order number of the shop shows them.
 */
export function formatOrderDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(new Date(isoDate));
}
