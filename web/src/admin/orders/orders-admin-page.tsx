import './orders-texts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAdminOrdersQuery } from '../graphql/generated';
import { MessagePanel } from '../../shared/message-panel';
import { media } from '../../theme/media';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { AdminPage } from '../shell/admin-page';
import { OrderCard } from './order-card';

const OrderList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** SPEC §2 Admin Orders (/admin/orders). */
export function OrdersAdminPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminOrders.title')}>
      <Orders />
    </AdminPage>
  );
}

/** The orders, newest first as the API answers them, or the loading, error or empty state. */
function Orders() {
  const { t } = useTranslation();
  const { data, error, refetch } = useAdminOrdersQuery(adminQueryOptions);

  if (!data) {
    return (
      <ListLoadState
        failed={Boolean(error)}
        loadingText={t('adminOrders.loading')}
        errorText={t('adminOrders.loadError')}
        // A failed refetch shows through the query's error state again.
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  if (data.orders.length === 0) {
    return <MessagePanel title={t('adminOrders.empty')} description={t('adminOrders.emptyHint')} />;
  }

  return (
    <OrderList aria-label={t('adminOrders.listLabel')}>
      {data.orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </OrderList>
  );
}
