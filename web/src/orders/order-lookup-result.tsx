import styled from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import type { OrderLookupQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { DefinitionList } from '../shared/definition-list';
import { formatPrice } from '../shared/format-price';
import { LineList } from '../shared/stack-list';
import { color } from '../theme/tokens';
import { useOrderAmountRows } from './order-amount-rows';
import { orderConfirmationTexts } from './order-confirmation-texts';
import { PickupPlace, usePickupPlace } from './pickup-place';

export type LookedUpOrder = OrderLookupQuery['orderLookup'];

const Result = styled.section`
  display: grid;
  gap: 0.75rem;
  text-align: start;

  h2,
  h3 {
    font-size: 1.0625rem;
  }

  h3,
  h4 {
    font-size: 1rem;
  }
`;

const Facts = styled(DefinitionList)`
  dd {
    font-weight: 700;
    text-align: end;
  }
`;

const Message = styled.span`
  display: block;
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

/**
 * What the lookup found: status, delivery time when booked (or pickup), the area, the lines with
 * their choices and messages, and how the total adds up (as the checkout summary showed it).
 */
export function OrderLookupResult({
  order,
  headingId,
  headingLevel,
}: {
  order: LookedUpOrder;
  headingId: string;
  headingLevel: 2 | 3;
}) {
  // Under the page's h1 (the lookup page) or under the section's h2 (the confirmation page).
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Subtitle = headingLevel === 2 ? 'h3' : 'h4';
  const { t, i18n } = useFeatureTexts(orderConfirmationTexts);
  const amounts = useOrderAmountRows()(order);
  const delivery =
    order.deliveryDate && order.deliveryWindowStart && order.deliveryWindowEnd
      ? t('lookup.deliveryTime', {
          day: deliveryDayLabel(order.deliveryDate, i18n.language),
          start: order.deliveryWindowStart,
          end: order.deliveryWindowEnd,
        })
      : order.deliveryDate
        ? deliveryDayLabel(order.deliveryDate, i18n.language)
        : null;
  const status = (['pending', 'confirmed', 'delivered', 'cancelled'] as const).find((known) => known === order.status);
  // Collected from the shop, or delivered (to an area, when the shop delivers by area).
  const pickup = order.fulfilment === 'pickup';
  const place = usePickupPlace();
  const area = i18n.language === 'ar' ? order.areaAr || order.area : order.area;
  const destination = pickup
    ? [
        { label: t('lookup.pickup'), value: delivery ?? t('lookup.pickupUnbooked') },
        ...(place ? [{ label: t('confirmation.collectFrom'), value: <PickupPlace place={place} /> }] : []),
      ]
    : [
        ...(delivery ? [{ label: t('lookup.delivery'), value: delivery }] : []),
        ...(area ? [{ label: t('lookup.area'), value: area }] : []),
      ];

  return (
    <Result aria-labelledby={headingId}>
      <Title id={headingId} tabIndex={-1}>
        {t('lookup.resultTitle', { id: order.id })}
      </Title>
      <Facts
        rows={[
          { label: t('lookup.status'), value: status ? t(`lookup.statuses.${status}`) : order.status },
          ...destination,
        ]}
      />
      <Subtitle>{t('lookup.items')}</Subtitle>
      <LineList>
        {order.items.map((item, index) => (
          <li key={index}>
            <span>
              <span dir="auto">{t('lookup.line', { name: item.name, quantity: item.quantity })}</span>
              {item.choices.length > 0 && (
                <Message dir="auto">
                  {item.choices.map(({ choice }) => choice).join(t('lookup.choiceSeparator'))}
                </Message>
              )}
              {item.message && <Message dir="auto">{t('lookup.message', { message: item.message })}</Message>}
            </span>
            <span>{formatPrice(item.lineTotal, t)}</span>
          </li>
        ))}
      </LineList>
      <Facts rows={amounts.rows} />
    </Result>
  );
}
