import styled from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import type { OrderLookupQuery } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { formatPrice } from '../shared/format-price';
import { color } from '../theme/tokens';
import { orderConfirmationTexts } from './order-confirmation-texts';

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

const Facts = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }

  dt {
    color: ${color('mutedForeground')};
  }

  dd {
    margin: 0;
    font-weight: 700;
    text-align: end;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

const Message = styled.span`
  display: block;
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

/** What the lookup found: status, delivery time when booked, the lines with their messages, the total. */
export function OrderLookupResult({ order, headingId, headingLevel }: { order: LookedUpOrder; headingId: string; headingLevel: 2 | 3 }) {
  // Under the page's h1 (the lookup page) or under the section's h2 (the confirmation page).
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Subtitle = headingLevel === 2 ? 'h3' : 'h4';
  const { t, i18n } = useFeatureTexts(orderConfirmationTexts);
  const delivery =
    order.deliveryDate && order.deliveryWindowStart && order.deliveryWindowEnd
      ? t('lookup.deliveryTime', { day: deliveryDayLabel(order.deliveryDate, i18n.language), start: order.deliveryWindowStart, end: order.deliveryWindowEnd })
      : order.deliveryDate
        ? deliveryDayLabel(order.deliveryDate, i18n.language)
        : null;
  const status = (['pending', 'confirmed', 'delivered'] as const).find((known) => known === order.status);

  return (
    <Result aria-labelledby={headingId}>
      <Title id={headingId} tabIndex={-1}>
        {t('lookup.resultTitle', { id: order.id })}
      </Title>
      <Facts>
        <div>
          <dt>{t('lookup.status')}</dt>
          <dd>{status ? t(`lookup.statuses.${status}`) : order.status}</dd>
        </div>
        {delivery && (
          <div>
            <dt>{t('lookup.delivery')}</dt>
            <dd>{delivery}</dd>
          </div>
        )}
      </Facts>
      <Subtitle>{t('lookup.items')}</Subtitle>
      <Lines>
        {order.items.map((item, index) => (
          <li key={index}>
            <span>
              <span dir="auto">{t('lookup.line', { name: item.name, quantity: item.quantity })}</span>
              {item.message && <Message dir="auto">{t('lookup.message', { message: item.message })}</Message>}
            </span>
            <span>{formatPrice(item.lineTotal, t)}</span>
          </li>
        ))}
      </Lines>
      <Facts>
        <div>
          <dt>{t('lookup.total')}</dt>
          <dd>{formatPrice(order.total, t)}</dd>
        </div>
      </Facts>
    </Result>
  );
}
