import { useFeatureTexts } from '../i18n/feature-texts';
import type { DefinitionRow } from '../shared/definition-list';
import { formatPrice } from '../shared/format-price';
import { useSettingText } from '../settings/use-setting-text';
import { orderConfirmationTexts } from './order-confirmation-texts';

/** What an order's amounts are made of, as the guest's lookup and the owner's order card read them. */
export interface OrderAmounts {
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  total: number;
  fulfilment: string;
}

/** One amount: its label and its value, both text. */
export type AmountRow = DefinitionRow & { label: string; value: string };

/** Each amount's row, null where the order has none, and all of them in their order. */
export interface OrderAmountRows {
  subtotal: AmountRow;
  delivery: AmountRow | null;
  discount: AmountRow | null;
  total: AmountRow;
  rows: AmountRow[];
}

/**
 * How an order's total adds up: Subtotal, Delivery charge (Free above the threshold; none for
 * pickup, which has no delivery to charge for), Discount when there is one, and the Total, each
 * under the owner's own label where the settings reword it (docs/product.md#extended-texts).
 */
export function useOrderAmountRows(): (order: OrderAmounts) => OrderAmountRows {
  const { t } = useFeatureTexts(orderConfirmationTexts);
  const text = useSettingText();
  return (order) => {
    const subtotal = { label: text('subtotalLabel', t('lookup.subtotal')), value: formatPrice(order.subtotal, t) };
    const delivery =
      order.fulfilment === 'pickup'
        ? null
        : {
            label: text('deliveryChargeLabel', t('lookup.deliveryCharge')),
            value: order.deliveryCharge > 0 ? formatPrice(order.deliveryCharge, t) : t('lookup.free'),
          };
    const discount =
      order.discount > 0
        ? { label: text('discountLabel', t('lookup.discount')), value: `−${formatPrice(order.discount, t)}` }
        : null;
    const total = { label: text('totalText', t('lookup.total')), value: formatPrice(order.total, t) };
    return {
      subtotal,
      delivery,
      discount,
      total,
      rows: [subtotal, delivery, discount, total].filter((row) => row !== null),
    };
  };
}
