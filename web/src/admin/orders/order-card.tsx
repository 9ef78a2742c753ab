import { useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminOrdersQuery } from '../graphql/generated';
import { isolateLtr } from '../../shared/bidi';
import { formatPrice } from '../../shared/format-price';
import { media } from '../../theme/media';
import { color } from '../../theme/tokens';
import { DefinitionList } from '../../shared/definition-list';
import { AdminCard } from '../shared/admin-form';
import { useDeliverySlotText } from './delivery-slot-text';
import { useOrderDestination } from './order-destination';
import { formatOrderDate } from './format-order-date';
import { useOrderAmountRows } from '../../orders/order-amount-rows';
import { OrderCancelActions } from './order-cancel-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';
import { useLineName } from './line-name';
import { ordersTexts } from './orders-texts';
import { WhatsappLink } from './whatsapp-link';
import { spreadRow } from '../../shared/spread-row';
import { Button } from '../../shared/button';
import { OrderEditor } from './edit/order-editor';

export type AdminOrder = AdminOrdersQuery['orderPage']['items'][number];

const Header = styled.header`
  ${spreadRow('start', '0.5rem')}

  time {
    display: block;
    color: ${color('mutedForeground')};
    font-size: 0.875rem;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 1rem;

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }

  h3 {
    margin-block-end: 0.375rem;
    font-size: 1rem;
  }

  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  p,
  li {
    overflow-wrap: anywhere;
  }
`;

/** How the total adds up, under the lines, muted. */
const Amounts = styled(DefinitionList)`
  gap: 0.125rem;
  margin-block-start: 0.5rem;
  font-size: 0.875rem;
`;

/** The total as the spec's order card words it ('Total: ' and the amount), last and bold. */
const Total = styled.p`
  margin-block-start: 0.375rem;
  color: ${color('foreground')};
  font-size: 1rem;
  font-weight: 700;
`;

const CancelNote = styled.p`
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-radius: var(--radius);
  background: ${color('muted')};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  ${spreadRow('end', '0.75rem')}
  padding-block-start: 1rem;
  border-block-start: 1px solid ${color('border')};

  > :first-child {
    flex: 1 1 12rem;
    max-inline-size: 16rem;
  }
`;

/** Orders still to be made can be changed; a cancelled or delivered one is as it was. */
const isChangeable = (status: string) => status === 'pending' || status === 'confirmed';

/** docs/product.md#orders-admin: one order as the owner confirms and delivers it, and changes it in place. */
export function OrderCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  const price = (amount: number) => formatPrice(amount, t);
  const lineName = useLineName();
  const headingId = `order-${order.id}-title`;
  const deliverySlot = useDeliverySlotText()(order);
  const { pickup, areaLine, directionsLine } = useOrderDestination()(order);
  const amounts = useOrderAmountRows()(order);
  const [editing, setEditing] = useState(false);

  return (
    <AdminCard as="article" aria-labelledby={headingId}>
      <Header>
        <div>
          <h2 id={headingId}>{t('adminOrders.orderNumber', { id: order.id })}</h2>
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, i18n.language)}</time>
        </div>
        <OrderStatusBadge status={order.status} />
      </Header>
      {order.status === 'cancelled' && order.cancelReason && (
        <CancelNote dir="auto">{t('adminOrders.cancelledBecause', { reason: order.cancelReason })}</CancelNote>
      )}
      {editing ? (
        <OrderEditor orderId={order.id} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Details>
            <section>
              <h3>{t('adminOrders.customer')}</h3>
              <p>{order.customerName}</p>
              <p>{t('adminOrders.whatsapp', { number: isolateLtr(order.whatsapp) })}</p>
              <p>{pickup ? t('adminOrders.pickup') : order.address}</p>
              {areaLine && <p>{areaLine}</p>}
              {directionsLine && <p dir="auto">{directionsLine}</p>}
              {order.note && <p>{t('adminOrders.note', { note: order.note })}</p>}
              {deliverySlot && (
                <p>{t(pickup ? 'adminOrders.pickupTime' : 'adminOrders.deliveryTime', { time: deliverySlot })}</p>
              )}
            </section>
            <section>
              <h3>{t('adminOrders.items')}</h3>
              <ul>
                {order.items.map((item, index) => (
                  // Lines are listed in the order they were added; a change replaces the list whole.
                  <li key={index}>
                    {t('adminOrders.itemLine', {
                      name: lineName(item),
                      quantity: item.quantity,
                      total: price(item.lineTotal),
                    })}
                    {item.message && <p dir="auto">{t('adminOrders.itemMessage', { message: item.message })}</p>}
                  </li>
                ))}
              </ul>
              <Amounts
                rows={[
                  amounts.subtotal,
                  ...(amounts.delivery ? [amounts.delivery] : []),
                  // The voucher it was placed with, named beside its discount.
                  ...(amounts.discount
                    ? [
                        order.voucherCode
                          ? {
                              ...amounts.discount,
                              label: t('adminOrders.discountWithVoucher', {
                                label: amounts.discount.label,
                                code: order.voucherCode,
                              }),
                            }
                          : amounts.discount,
                      ]
                    : []),
                ]}
              />
              <Total>{t('adminOrders.total', { amount: price(order.total) })}</Total>
            </section>
          </Details>
          <Actions>
            <OrderStatusSelect orderId={order.id} status={order.status} />
            <OrderCancelActions orderId={order.id} status={order.status} />
            {isChangeable(order.status) && (
              <Button $variant="outline" onClick={() => setEditing(true)}>
                {t('adminOrders.edit.editOrder')}
              </Button>
            )}
            <WhatsappLink order={order} />
          </Actions>
        </>
      )}
    </AdminCard>
  );
}
