import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminOrdersQuery } from '../graphql/generated';
import { buttonStyles, type ButtonStyleProps } from '../../shared/button';
import { Icon } from '../../shared/icon';
import { useCustomerMessage } from './customer-message';
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
 * opens in a new tab with a greeting in the customer's language (the order's) naming the order and its total;
 * the button speaks the owner's.
 */
export function WhatsappLink({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const text = useCustomerMessage()(order);
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
