import { usePhoneSettings } from '../mobile-settings/use-phone-settings';

export interface CheckoutLayout {
  /** The optional notes wait behind an 'Add order notes' button (simplifiedCheckout). */
  notesCollapsed: boolean;
  /** Details first, then voucher, payment and review (onePageCheckout switched off). */
  twoSteps: boolean;
}

/**
 * How the checkout is laid out: phones follow the mobile settings
 * (docs/product.md#mobile-settings), wider screens do not.
 */
export function useCheckoutLayout(): CheckoutLayout {
  const settings = usePhoneSettings();
  return {
    notesCollapsed: settings?.simplifiedCheckout === true,
    twoSteps: settings?.onePageCheckout === false,
  };
}
