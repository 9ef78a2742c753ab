import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { formatPrice } from '../shared/format-price';
import { retries } from '../shared/query-policy';
import { showToast } from '../shared/toast/toast-store';
import { checkoutTexts } from './checkout-texts';
import { useVoucherMessage } from './voucher-messages';
import { ValidateVoucherDocument } from '../graphql/generated';

export interface AppliedVoucher {
  code: string;
  /** BD off, as the server computed it for `subtotal`. */
  discount: number;
  subtotal: number;
}

type VoucherState =
  { status: 'none' } | ({ status: 'applied' } & AppliedVoucher) | { status: 'failed'; message: string };

export interface VoucherControl {
  /** The voucher that counts for the current subtotal, if any. */
  applied?: AppliedVoucher;
  /** Why the last attempt failed ('Please enter a voucher code', the server's message...). */
  failure?: string;
  checking: boolean;
  /** The code as typed in the field, kept across a reload with the rest of the form. */
  code: string;
  setCode: (code: string) => void;
  apply: (code: string) => Promise<void>;
}

/**
 * The voucher at checkout (docs/product.md#checkout-page): none, then applied (voucher and discount kept) or failed
 * (voucher and discount back to none and zero). The server validates the code against the
 * cart's subtotal and computes the discount.
 */
export function useVoucher(subtotal: number, keptCode = ''): VoucherControl {
  const { t } = useFeatureTexts(checkoutTexts);
  const messageOf = useVoucherMessage();
  const [state, setState] = useState<VoucherState>({ status: 'none' });
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState(keptCode);
  const [validate] = useLazyQuery(ValidateVoucherDocument, { fetchPolicy: 'network-only' });

  const fail = (message: string) => setState({ status: 'failed', message });

  const apply = async (input: string) => {
    const code = input.trim();
    if (!code) return fail(t('checkout.voucherRequired'));
    setChecking(true);
    try {
      // A shopper is waiting on the Apply button: an unreachable server fails at once, no retries.
      const { data, error } = await validate({ variables: { code, subtotal }, context: retries(0) });
      if (error || !data) throw error ?? new Error('No answer to validateVoucher');
      const { voucher, discountAmount } = data.validateVoucher;
      setState({ status: 'applied', code: voucher.code, discount: discountAmount, subtotal });
      showToast({
        title: t('checkout.voucherApplied', { amount: formatPrice(discountAmount, t) }),
        variant: 'success',
      });
    } catch (error) {
      fail(messageOf(error, t('checkout.voucherInvalid')));
    } finally {
      setChecking(false);
    }
  };

  // A discount was computed for one subtotal; if the cart changed since (another tab), it no
  // longer holds and the shopper applies the code again.
  const applied = state.status === 'applied' && state.subtotal === subtotal ? state : undefined;
  return {
    applied: applied && { code: applied.code, discount: applied.discount, subtotal: applied.subtotal },
    failure: state.status === 'failed' ? state.message : undefined,
    checking,
    code,
    setCode,
    apply,
  };
}
