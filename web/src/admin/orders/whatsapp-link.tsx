import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminOrdersQuery } from '../graphql/generated';
import { buttonStyles, type ButtonStyleProps } from '../../shared/button';
import { formatPrice } from '../../shared/format-price';
import { Icon } from '../../shared/icon';
import { useDeliverySlotText } from './delivery-slot-text';
import { useLineName } from './line-name';
import { useOrderDestination } from './order-destination';
import { ordersTexts } from './orders-texts';
import { whatsappChatUrl } from './whatsapp-url';

type Order = AdminOrdersQuery['orderPage']['items'][number];

// WhatsApp's brand green is too light for white text; this darker green keeps 4.5:1 and more.
const whatsappGreen = 'hsl(142 72% 26%)';

const ChatLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  background: ${whatsappGreen};
  color: hsl(0 0% 100%);

  &:hover {
    filter: brightness(0.9);
  }
`;

/**
 * After an order the owner confirms it with the customer on WhatsApp (docs/product.md#whatsapp-message). The chat
 * opens in a new tab with a greeting in the owner's language naming the order and its total.
 */
export function WhatsappLink({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const lineName = useLineName();
  // With the delivery day and window the shopper booked, when there is one.
  const slot = useDeliverySlotText()(order);
  const { pickup } = useOrderDestination()(order);
  // Which greeting: collected from the shop or delivered, on a booked day and window or not.
  const context = pickup ? (slot ? 'pickupSlot' : 'pickup') : slot ? 'delivery' : undefined;
  const greeting = t('adminOrders.whatsappGreeting', {
    name: order.customerName,
    id: order.id,
    total: formatPrice(order.total, t),
    ...(context && { context }),
    ...(slot && { slot }),
  });
  // The lines made to order (with choices or a message on the cake), one each under the greeting,
  // to confirm them word for word.
  const madeToOrder = order.items.flatMap((item) =>
    item.message
      ? [t('adminOrders.whatsappItemMessage', { name: lineName(item), message: item.message })]
      : item.choices.length > 0
        ? [t('adminOrders.whatsappItem', { name: lineName(item), quantity: item.quantity })]
        : [],
  );
  const text = [greeting, ...madeToOrder].join('\n');
  return (
    <ChatLink
      href={whatsappChatUrl(order.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('adminOrders.whatsappLabel', { name: order.customerName })}
    >
      <Icon size={18}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L3.5 20.5l1.4-5.6A8 8 0 1 1 21 12z" />
      </Icon>
      {t('adminOrders.whatsappButton')}
    </ChatLink>
  );
}
