import { useFeatureTexts, type TextKey } from '../i18n/feature-texts';
import { formatPrice } from '../shared/format-price';
import { serverMessage, useServerMessage } from '../shared/server-message';
import { checkoutTexts } from './checkout-texts';

/** The API's voucher refusals worded exactly as texts of ours, shown in the shopper's language. */
export const voucherMessages = [
  'checkout:checkout.voucherInvalid',
  'checkout:checkout.voucherRequired',
  'checkout:checkout.voucherExpired',
  'checkout:checkout.voucherUsedUp',
] as const;

/** The API's refusal for a subtotal under the voucher's minimum, which names the amount in BD. */
const MINIMUM = /^This voucher needs a subtotal of at least (\d+(?:\.\d+)?) BD$/;

/**
 * The message for a failed voucher check or order: the voucher refusals (unknown, expired,
 * under the minimum, used up) translated, `translatable` texts of the caller's translated too,
 * any other server message as written, else the fallback.
 */
export function useVoucherMessage(translatable: readonly TextKey[] = []) {
  const { t } = useFeatureTexts(checkoutTexts);
  const messageOf = useServerMessage([...voucherMessages, ...translatable]);
  return (error: unknown, fallback: string): string => {
    const minimum = serverMessage(error)?.match(MINIMUM);
    if (minimum) return t('checkout.voucherMinimum', { amount: formatPrice(Number(minimum[1]), t) });
    return messageOf(error, fallback);
  };
}
