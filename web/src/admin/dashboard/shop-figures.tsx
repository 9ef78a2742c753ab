import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatPrice } from '../../shared/format-price';
import { media } from '../../theme/media';
import { color } from '../../theme/tokens';
import { adminHref } from '../admin-paths';
import { adminQueryOptions } from '../shared/admin-query';
import { adminCardStyles } from '../shared/admin-form';
import { ListLoadState } from '../shared/list-load-state';
import { dashboardTexts } from './dashboard-texts';
import { SalesChart } from './sales-chart';
import { StackList } from '../../shared/stack-list';
import { AdminShopFiguresDocument } from '../graphql/generated';

const Region = styled.section`
  display: grid;
  gap: 1rem;
  margin-block-end: 2rem;

  > h2 {
    font-size: 1.375rem;
  }
`;

const Stats = styled(StackList)`
  gap: 1rem;

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Panel = styled.section`
  ${adminCardStyles}
  gap: 0.5rem;
  /* The figures of a row stand as cards of one height. */
  block-size: 100%;

  h3 {
    font-size: 1.0625rem;
  }
`;

const Hint = styled.p`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

const Big = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
`;

const Panels = styled.div`
  display: grid;
  gap: 1rem;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const Sellers = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 1.25rem;

  span {
    display: block;
    color: ${color('mutedForeground')};
    font-size: 0.875rem;
  }
`;

const OrdersLink = styled(Link)`
  color: ${color('primary')};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

function Stat({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <li>
      <Panel>
        <h3>{title}</h3>
        {hint && <Hint>{hint}</Hint>}
        {children}
      </Panel>
    </li>
  );
}

/** A period's sales, and the delivery charges within them: money the goods did not bring. */
function PeriodSales({ period }: { period: { sales: number; deliveryFees: number } }) {
  const { t } = useFeatureTexts(dashboardTexts);
  return (
    <>
      <p>{t('adminFigures.sales', { amount: formatPrice(period.sales, t) })}</p>
      <Hint>{t('adminFigures.deliveryFees', { amount: formatPrice(period.deliveryFees, t) })}</Hint>
    </>
  );
}

/** The day's figures above the dashboard's cards (Bahrain days, computed by the server). */
export function ShopFigures() {
  const { t } = useFeatureTexts(dashboardTexts);
  const { data, error, refetch } = useQuery(AdminShopFiguresDocument, adminQueryOptions);
  const figures = data?.shopFigures;
  return (
    <Region aria-labelledby="shop-figures-title">
      <h2 id="shop-figures-title">{t('adminFigures.title')}</h2>
      {!figures ? (
        <ListLoadState
          query={{ error, refetch }}
          loadingText={t('adminFigures.loading')}
          errorText={t('adminFigures.loadError')}
        />
      ) : (
        <>
          <Stats>
            <Stat title={t('adminFigures.today')} hint={t('adminFigures.todayHint')}>
              <Big>{t('adminFigures.orders', { count: figures.today.orders })}</Big>
              <PeriodSales period={figures.today} />
            </Stat>
            <Stat title={t('adminFigures.week')} hint={t('adminFigures.weekHint')}>
              <Big>{t('adminFigures.orders', { count: figures.week.orders })}</Big>
              <PeriodSales period={figures.week} />
            </Stat>
            <Stat title={t('adminFigures.pending')} hint={t('adminFigures.pendingHint')}>
              <Big>{t('adminFigures.orders', { count: figures.pendingOrders })}</Big>
              <p>
                <OrdersLink to={adminHref('orders')}>{t('adminFigures.viewOrders')}</OrdersLink>
              </p>
            </Stat>
          </Stats>
          <Panels>
            <Panel aria-labelledby="best-sellers-title">
              <h3 id="best-sellers-title">{t('adminFigures.bestSellers')}</h3>
              <Hint>{t('adminFigures.bestSellersHint')}</Hint>
              {figures.bestSellers.length === 0 ? (
                <p>{t('adminFigures.noSales')}</p>
              ) : (
                <Sellers>
                  {figures.bestSellers.map((seller) => (
                    <li key={seller.name}>
                      <bdi>{seller.name}</bdi>
                      <span>
                        {t('adminFigures.sold', { quantity: seller.quantity, amount: formatPrice(seller.sales, t) })}
                      </span>
                    </li>
                  ))}
                </Sellers>
              )}
            </Panel>
            <Panel>
              <SalesChart days={figures.days} />
            </Panel>
          </Panels>
        </>
      )}
    </Region>
  );
}
