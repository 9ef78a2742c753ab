import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cart, type CartItem } from '../cart/cart-store';
import { useSoldOutRefusal } from '../cart/sold-out-lines';
import { usePlaceOrderMutation } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { pendingOrderId, type OrderConfirmationState } from '../orders/order-confirmation-state';
import { useSiteSettings } from '../settings/use-site-settings';
import { isolateLtr } from '../shared/bidi';
import { paths } from '../shared/paths';
import { showToast } from '../shared/toast/toast-store';
import { checkoutTexts } from './checkout-texts';
import { checkoutProblem, toOrderInput, type CheckoutValues } from './checkout-values';
import { forgetOrderAttempt, idempotencyKeyFor } from './idempotency-key';
import { isTimeoutFailure, withOrderTimeout } from './order-timeout';
import type { ChosenDeliverySlot } from './use-delivery-slot';
import { useVoucherMessage } from './voucher-messages';

// The timings of docs/product.md#checkout-page.
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 8000;
export const NAVIGATE_AFTER_SUCCESS_MS = 100;
export const NAVIGATE_AFTER_TIMEOUT_MS = 500;

/** The API's order refusals that are texts of ours too, shown translated (the voucher's as well). */
const orderMessages = [
  'checkout:checkout.requiredFields',
  'checkout:checkout.paymentRequired',
  // The delivery slot's refusals (a window that filled up while the shopper chose).
  'checkout:checkout.deliverySlot.missing',
  'checkout:checkout.deliverySlot.closedDay',
  'checkout:checkout.deliverySlot.pastCutoff',
  'checkout:checkout.deliverySlot.leadTime',
  'checkout:checkout.deliverySlot.fullWindow',
  'checkout:checkout.deliverySlot.unknownWindow',
  'checkout:checkout.deliverySlot.tooFar',
] as const;

export type CheckoutStatus = 'idle' | 'submitting' | 'placed';

interface PlaceOrderArgs {
  values: CheckoutValues;
  items: readonly CartItem[];
  voucherCode?: string;
  /** The checkout's estimate, shown on the confirmation when the server did not answer. */
  estimatedTotal: number;
  /** Whether the shop asks for a delivery day and window, and the one chosen. */
  delivery?: { required: boolean; chosen?: ChosenDeliverySlot };
  /** Called when the server refused the order (a window may have filled up meanwhile). */
  onRefused?: () => void;
}

/**
 * docs/product.md#checkout-page: idle, submitting, then success, failure or the timeout path. The order
 * leaves with an idempotency key; its total on the confirmation page is the server's.
 */
export function usePlaceOrder() {
  const { t } = useFeatureTexts(checkoutTexts);
  const navigate = useNavigate();
  const messageOf = useVoucherMessage(orderMessages);
  const soldOutRefusal = useSoldOutRefusal();
  const { settings } = useSiteSettings();
  const [createOrder] = usePlaceOrderMutation();
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [problem, setProblem] = useState<string>();
  // The WhatsApp number in the messages is the shop's phone from its settings. When
  // the settings could not be loaded the messages are worded without a number.
  const shopPhone = settings?.phone.trim();
  const phoneOptions = shopPhone ? { phone: isolateLtr(shopPhone) } : { context: 'noPhone' as const };

  const goToConfirmation = (state: OrderConfirmationState, delayMs: number) => {
    setTimeout(() => void navigate(paths.orderConfirmation.getHref(), { replace: true, state }), delayMs);
  };

  const placeOrder = async ({ values, items, voucherCode, estimatedTotal, delivery, onRefused }: PlaceOrderArgs) => {
    const invalid =
      checkoutProblem(values) ?? (delivery?.required && !delivery.chosen ? 'checkout.deliverySlot.missing' : undefined);
    setProblem(invalid && t(invalid));
    if (invalid) return;

    const slot = delivery?.required ? delivery.chosen : undefined;
    const input = toOrderInput(values, items, voucherCode, slot);
    const customer = {
      paymentMethod: input.paymentMethod ?? '',
      customerName: input.customerName,
      whatsapp: input.whatsapp,
      ...(slot && { delivery: { date: slot.date, start: slot.start, end: slot.end } }),
    };
    setStatus('submitting');
    try {
      const request = createOrder({ variables: { input, idempotencyKey: idempotencyKeyFor(input) } });
      const { data } = await withOrderTimeout(request);
      if (!data) throw new Error('No answer to createOrder');
      forgetOrderAttempt();
      cart.clear();
      setStatus('placed');
      showToast({ title: t('checkout.orderPlaced'), variant: 'success', duration: SUCCESS_TOAST_MS });
      const { orderId, total } = data.createOrder;
      goToConfirmation({ orderId, total, ...customer }, NAVIGATE_AFTER_SUCCESS_MS);
    } catch (error) {
      if (!isTimeoutFailure(error)) {
        setStatus('idle');
        onRefused?.();
        const message = soldOutRefusal(error) ?? messageOf(error, t('checkout.orderFailed', phoneOptions));
        showToast({ title: message, variant: 'destructive', duration: ERROR_TOAST_MS });
        return;
      }
      // The order may still arrive: the cart is cleared, the key kept, so sending the same
      // order again answers this one rather than placing a second.
      cart.clear();
      setStatus('placed');
      showToast({ title: t('checkout.orderTimeout', phoneOptions), variant: 'destructive', duration: ERROR_TOAST_MS });
      goToConfirmation(
        {
          orderId: pendingOrderId(),
          total: estimatedTotal,
          ...customer,
          error: true,
          message: t('checkout.orderPending', phoneOptions),
        },
        NAVIGATE_AFTER_TIMEOUT_MS,
      );
    }
  };

  return { status, problem, placeOrder };
}
