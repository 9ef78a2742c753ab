import { formatPrice } from '../../shared/format-price';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminOrdersQuery } from '../graphql/generated';
import { deliverySlotIn } from './delivery-slot-text';
import { lineNameIn } from './line-name';
import { ordersTexts } from './orders-texts';

type Order = AdminOrdersQuery['orderPage']['items'][number];
type Line = Order['items'][number];

/** A line's names as sold in `language`: Arabic ones where the product had them, else the English. */
function soldNamesIn(language: Order['language'], { en, ar }: Line) {
  const arabic = language === 'ar';
  return {
    name: (arabic && ar.name) || en.name,
    choices: en.choices.map((choice, index) => ({ choice: (arabic && ar.choices[index]?.choice) || choice.choice })),
  };
}

/**
 * The owner's WhatsApp text to the customer about an order (docs/product.md#whatsapp-message), in
 * the language the customer ordered in, whatever the back office's: a greeting naming the order,
 * its total and its delivery or pickup (with the day and window booked), then one line for each
 * line made to order (with choices or a message on the cake), to confirm it word for word.
 */
export function useCustomerMessage(): (order: Order) => string {
  const { i18n } = useFeatureTexts(ordersTexts);
  return (order) => {
    const t = i18n.getFixedT(order.language, ordersTexts.namespace);
    const lineName = lineNameIn(t);
    const slot = deliverySlotIn(t, order.language)(order);
    const pickup = order.fulfilment === 'pickup';
    // Which greeting: collected from the shop or delivered, on a booked day and window or not.
    const context = pickup ? (slot ? 'pickupSlot' : 'pickup') : slot ? 'delivery' : undefined;
    const greeting = t('adminOrders.whatsappGreeting', {
      name: order.customerName,
      id: order.id,
      total: formatPrice(order.total, t),
      ...(context && { context }),
      ...(slot && { slot }),
    });
    const madeToOrder = order.items.flatMap((item) =>
      item.message
        ? [
            t('adminOrders.whatsappItemMessage', {
              name: lineName(soldNamesIn(order.language, item)),
              message: item.message,
            }),
          ]
        : item.choices.length > 0
          ? [
              t('adminOrders.whatsappItem', {
                name: lineName(soldNamesIn(order.language, item)),
                quantity: item.quantity,
              }),
            ]
          : [],
    );
    return [greeting, ...madeToOrder].join('\n');
  };
}
