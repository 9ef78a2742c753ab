import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { cart, type CartItem } from '../cart/cart-store';
import { useSoldOutRefusal } from '../cart/sold-out-lines';
import { useFeatureTexts } from '../i18n/feature-texts';
import { pendingOrderId, type OrderConfirmationState } from '../orders/order-confirmation-state';
import { useSiteSettings } from '../settings/use-site-settings';
import { isolateLtr } from '../shared/bidi';
import { paths } from '../shared/paths';
import { showToast } from '../shared/toast/toast-store';
import { formatPriceInText } from '../shared/format-price';
import { serverMessage } from '../shared/server-message';
import type { AreaOption } from './area-search';
import { checkoutTexts } from './checkout-texts';
import { toOrderInput, type CheckoutValues } from './checkout-values';
import { isPickup, type Destination } from './destination-values';
import { forgetCheckoutDraft } from './checkout-draft';
import { forgetOrderAttempt, idempotencyKeyFor } from './idempotency-key';
import { isTimeoutFailure, withOrderTimeout } from './order-timeout';
import { sendUntilAnswered } from './send-until-answered';
import type { ChosenDeliverySlot } from './use-delivery-slot';
import { useVoucherMessage } from './voucher-messages';
import { PlaceOrderDocument } from '../graphql/generated';

// The timings of docs/product.md#checkout-page.
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 8000;
export const NAVIGATE_AFTER_SUCCESS_MS = 100;
export const NAVIGATE_AFTER_TIMEOUT_MS = 500;

/** The API's order refusals that are texts of ours too, shown translated (the voucher's as well). */
const orderMessages = [
  'checkout:checkout.requiredFields',
  'checkout:checkout.paymentRequired',
  // A number the shop could not message, as the order's own rule refuses it.
  'checkout:checkout.problems.whatsappInvalid',
  // The delivery slot's refusals (a window that filled up while the shopper chose).
  'checkout:checkout.deliverySlot.missing',
  'checkout:checkout.deliverySlot.closedDay',
  'checkout:checkout.deliverySlot.pastCutoff',
  'checkout:checkout.deliverySlot.leadTime',
  'checkout:checkout.deliverySlot.fullWindow',
  'checkout:checkout.deliverySlot.unknownWindow',
  'checkout:checkout.deliverySlot.tooFar',
  // Where the order goes, refused by the shop's delivery areas (changed while the shopper chose).
  'checkout:checkout.destination.missingArea',
  'checkout:checkout.destination.unknownArea',
  'checkout:checkout.destination.areaOff',
  'checkout:checkout.destination.missingAddress',
  'checkout:checkout.destination.addressPartTooLong',
  'checkout:checkout.destination.pickupOff',
  'checkout:checkout.destination.areasOff',
] as const;

/** The API's refusal of an order under its area's minimum, which names the area and the amounts in BD. */
const BELOW_MINIMUM = /^The minimum order for delivery to (.+) is (\d+(?:\.\d+)?) BD: add (\d+(?:\.\d+)?) BD more$/;

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
  /** Where it goes, while the shop has pickup or delivery areas on. */
  destination?: Destination;
  /** The chosen area, named on the confirmation page in the shopper's language. */
  area?: AreaOption;
  /** The subtotal is under the chosen area's minimum: the order cannot go yet. */
  underMinimum?: boolean;
}

/**
 * docs/product.md#checkout-page: idle, submitting, then success, failure or the timeout path. The order
 * leaves with an idempotency key; its total on the confirmation page is the server's. The page
 * checks the form first (checkout-problems.ts): what reaches here has no field problem.
 */
export function usePlaceOrder() {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const navigate = useNavigate();
  const messageOf = useVoucherMessage(orderMessages);
  const soldOutRefusal = useSoldOutRefusal();
  const { settings } = useSiteSettings();
  const [createOrder] = useMutation(PlaceOrderDocument);
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [refusedUnderMinimum, setRefusedUnderMinimum] = useState(false);
  // The WhatsApp number in the messages is the shop's phone from its settings. When
  // the settings could not be loaded the messages are worded without a number.
  const shopPhone = settings?.phone.trim();
  const phoneOptions = shopPhone ? { phone: isolateLtr(shopPhone) } : { context: 'noPhone' as const };

  const goToConfirmation = (state: OrderConfirmationState, delayMs: number) => {
    setTimeout(() => void navigate(paths.orderConfirmation.getHref(), { replace: true, state }), delayMs);
  };

  const placeOrder = async ({
    values,
    items,
    voucherCode,
    estimatedTotal,
    delivery,
    onRefused,
    destination,
    area,
    underMinimum = false,
  }: PlaceOrderArgs) => {
    const pickup = destination !== undefined && isPickup(destination);
    // Worded by the page from the cart as it is now, so adding to the cart clears it.
    setRefusedUnderMinimum(underMinimum);
    if (underMinimum) return;

    const slot = delivery?.required ? delivery.chosen : undefined;
    const input = toOrderInput(values, items, voucherCode, slot, destination);
    const customer = {
      paymentMethod: input.paymentMethod ?? '',
      customerName: input.customerName,
      whatsapp: input.whatsapp,
      ...(slot && { delivery: { date: slot.date, start: slot.start, end: slot.end } }),
      ...(destination && {
        fulfilment: pickup ? ('pickup' as const) : ('delivery' as const),
        ...(!pickup && area && { area: { name: area.name, nameAr: area.nameAr } }),
      }),
    };
    setStatus('submitting');
    try {
      const idempotencyKey = idempotencyKeyFor(input);
      // Sent again, with the same key, when the shop gave no answer (a replica died placing it).
      const request = sendUntilAnswered(() => createOrder({ variables: { input, idempotencyKey } }));
      const { data } = await withOrderTimeout(request);
      if (!data) throw new Error('No answer to createOrder');
      forgetOrderAttempt();
      forgetCheckoutDraft();
      cart.clear();
      setStatus('placed');
      showToast({ title: t('checkout.orderPlaced'), variant: 'success', duration: SUCCESS_TOAST_MS });
      const { orderId, total } = data.createOrder;
      goToConfirmation({ orderId, total, ...customer }, NAVIGATE_AFTER_SUCCESS_MS);
    } catch (error) {
      if (!isTimeoutFailure(error)) {
        setStatus('idle');
        onRefused?.();
        const message =
          soldOutRefusal(error) ??
          belowMinimumRefusal(error, area) ??
          messageOf(error, t('checkout.orderFailed', phoneOptions));
        showToast({ title: message, variant: 'destructive', duration: ERROR_TOAST_MS });
        return;
      }
      // The order may still arrive: the cart is cleared, the key kept, so sending the same
      // order again answers this one rather than placing a second.
      forgetCheckoutDraft();
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

  /** The server's minimum refusal in the shopper's language, naming the area as the page does. */
  const belowMinimumRefusal = (error: unknown, area: AreaOption | undefined) => {
    const match = serverMessage(error)?.match(BELOW_MINIMUM);
    if (!match) return undefined;
    const [, name = '', minimum, missing] = match;
    const arabicName = area && area.name === name ? area.nameAr : name;
    return t('checkout.destination.belowMinimum', {
      area: i18n.language.startsWith('ar') ? arabicName : name,
      minimum: formatPriceInText(Number(minimum), t),
      missing: formatPriceInText(Number(missing), t),
    });
  };

  return { status, refusedUnderMinimum, placeOrder };
}
