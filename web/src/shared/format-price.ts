import { formatDinar } from '@crumb/shared/money';

/**
 * The t of any namespace: each reads the shared texts, where the currency is, as its fallback
 * (i18n/create-i18n.ts).
 */
type SharedTextsT = (key: 'price.amount', options: { amount: string }) => string;

/**
 * A BD amount for display: three decimals (fils precision) in Western digits, followed by the
 * currency in the current language ('4.500 BD', '4.500 د.ب'): docs/product.md#currency-and-display.
 */
export function formatPrice(amount: number, t: SharedTextsT): string {
  return t('price.amount', { amount: formatDinar(amount) });
}

/** A price inside a sentence, kept on one line (no-break space): '3.000' and 'د.ب' split over two lines read wrongly. */
export function formatPriceInText(amount: number, t: SharedTextsT): string {
  return formatPrice(amount, t).replace(/ /g, '\u00a0');
}
