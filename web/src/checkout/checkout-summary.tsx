import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cartLineKey, lineTotal, type CartItem } from '../cart/cart-store';
import { cartTexts } from '../cart/cart-texts';
import { DeliveryNote } from '../cart/delivery-note';
import { useLineNaming } from '../cart/line-choices';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useSettingText } from '../settings/use-setting-text';
import { destructiveColor, FieldHint } from '../shared/form-field';
import { formatPrice } from '../shared/format-price';
import { LineList } from '../shared/stack-list';
import { SummaryPanel } from '../shared/summary-panel';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import type { OrderEstimate } from './order-estimate';

const Lines = styled(LineList)`
  gap: 0.375rem;
  padding-block-end: 0.75rem;
  border-block-end: 1px solid ${color('border')};
  font-size: 0.9375rem;
`;

/** The choices and the message on the cake under their line. */
const LineMessage = styled.span`
  display: block;
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const SoldOutMark = styled.strong`
  color: ${destructiveColor};
`;

interface CheckoutSummaryProps {
  items: readonly CartItem[];
  estimate: OrderEstimate;
  /** The lines whose product is sold out now, marked as such. */
  soldOut?: readonly CartItem[];
  /** The delivery row's label instead of the shop's (pickup says so). */
  deliveryLabel?: string;
  /** The Place Order button, at the foot of the summary on every screen size. */
  children: ReactNode;
}

/**
 * The checkout summary (docs/product.md#checkout-page): subtotal, delivery, discount and total, as
 * the shopper's estimate; the total the shop charges comes back with the order (the server prices
 * it: docs/product.md#what-the-client-sends).
 */
export function CheckoutSummary({ items, estimate, soldOut = [], deliveryLabel, children }: CheckoutSummaryProps) {
  const { t } = useFeatureTexts(checkoutTexts, cartTexts);
  const text = useSettingText();
  const price = (amount: number) => formatPrice(amount, t);
  const { choiceNames } = useLineNaming();

  return (
    <SummaryPanel
      title={text('orderSummaryTitle', t('checkout.summaryTitle'))}
      before={
        <Lines aria-label={t('shop.cartLines')}>
          {items.map((item) => (
            <li key={cartLineKey(item)}>
              <span dir="auto">
                {item.name} × {item.quantity}
                {soldOut.includes(item) && <SoldOutMark> ({t('cart:cart.soldOut')})</SoldOutMark>}
                {item.choices?.length ? (
                  <LineMessage dir="auto">{choiceNames(item.choices.map((choice) => choice.name))}</LineMessage>
                ) : null}
                {item.message && (
                  <LineMessage dir="auto">{t('cart:cart.messageLabel', { message: item.message })}</LineMessage>
                )}
              </span>
              <span>{price(lineTotal(item))}</span>
            </li>
          ))}
        </Lines>
      }
      rows={[
        { label: text('subtotalLabel', t('checkout.subtotal')), value: price(estimate.subtotal) },
        {
          label: deliveryLabel ?? text('deliveryChargeLabel', t('checkout.delivery')),
          // Unknown until an area is chosen (areas on); free for pickup or above the threshold.
          value:
            estimate.delivery === null
              ? t('checkout.destination.chooseArea')
              : estimate.delivery === 0
                ? t('checkout.destination.free')
                : price(estimate.delivery),
        },
        {
          label: text('discountLabel', t('checkout.discount')),
          value: estimate.discount > 0 ? `−${price(estimate.discount)}` : price(0),
        },
        { label: text('totalText', t('checkout.total')), value: price(estimate.total) },
      ]}
    >
      <FieldHint>{t('checkout.estimateNote')}</FieldHint>
      <DeliveryNote />
      {children}
    </SummaryPanel>
  );
}
