import type { TFunction } from 'i18next';
import { formatDinar } from '@crumb/shared/money';

/**
 * A BD amount for display: three decimals (fils precision) in Western digits, followed by the
 * currency in the current language ('4.500 BD', '4.500 د.ب'). SPEC §1 and §9.
 */
export function formatPrice(amount: number, t: TFunction): string {
  return t('price.amount', { amount: formatDinar(amount) });
}
