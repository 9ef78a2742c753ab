import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { useAdminOrdersQuery } from '../graphql/generated';
import { Button } from '../../shared/button';
import { FormAlert } from '../../shared/form-field';
import { MessagePanel } from '../../shared/message-panel';
import { twoColumnsFrom } from '../../theme/media';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { LiveOrdersControls } from '../live-orders/live-orders-controls';
import { AdminPage } from '../shell/admin-page';
import { downloadOrdersCsv } from './export-orders';
import { OrderCard } from './order-card';
import { OrderFilterBar } from './order-filter-bar';
import { ordersTexts } from './orders-texts';
import { OrdersViewNav } from './orders-view-nav';
import { filterParams, hasFilters, NO_FILTERS, type OrderFilterValues } from './order-filters';
import { StackList } from '../../shared/stack-list';

/** Orders per page (docs/product.md#order-search). */
export const ORDERS_PAGE_SIZE = 20;

const OrderList = styled(StackList)`
  ${twoColumnsFrom('lg')}
  gap: 1rem;
`;

const Pager = styled.nav`
  ${wrapRow('0.75rem', { alignItems: 'center', justify: 'center' })}
  margin-block-start: 1.5rem;
`;

/** The orders page (/admin/orders, docs/product.md#orders-admin). */
export function OrdersAdminPage() {
  const { t } = useFeatureTexts(ordersTexts);
  return (
    <AdminPage title={t('adminOrders.title')} actions={<LiveOrdersControls />}>
      <OrdersViewNav />
      <Orders />
    </AdminPage>
  );
}

/** The filters, a page of orders newest first, the pager; or the loading, error or empty state. */
function Orders() {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  const [filters, setFilters] = useState<OrderFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const { data, previousData, error, refetch } = useAdminOrdersQuery({
    ...adminQueryOptions,
    variables: { ...filterParams(filters), limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
  });

  const changeFilters = useCallback((next: OrderFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadOrdersCsv(filters, i18n.language);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const shown = (data ?? previousData)?.orderPage;
  const filterBar = (
    <OrderFilterBar
      filters={filters}
      onChange={changeFilters}
      onExport={() => void exportCsv()}
      exporting={exporting}
    />
  );
  const exportAlert = exportFailed && <FormAlert role="alert">{t('adminOrders.exportFailed')}</FormAlert>;

  if (!shown || (error && !data)) {
    const loadState = (
      <ListLoadState
        query={{ error, refetch }}
        loadingText={t('adminOrders.loading')}
        errorText={t('adminOrders.loadError')}
      />
    );
    // Before the first answer there is nothing to filter yet; after it, the filters stay usable.
    return previousData ? (
      <>
        {filterBar}
        {loadState}
      </>
    ) : (
      loadState
    );
  }

  if (shown.total === 0 && !hasFilters(filters)) {
    return <MessagePanel title={t('adminOrders.empty')} description={t('adminOrders.emptyHint')} />;
  }

  const pages = Math.max(1, Math.ceil(shown.total / ORDERS_PAGE_SIZE));
  return (
    <>
      {filterBar}
      {exportAlert}
      <p role="status">{t('adminOrders.found', { count: shown.total })}</p>
      {shown.items.length === 0 ? (
        <MessagePanel title={t('adminOrders.noMatch')} description={t('adminOrders.noMatchHint')} />
      ) : (
        <OrderList aria-label={t('adminOrders.listLabel')}>
          {shown.items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </OrderList>
      )}
      {pages > 1 && (
        <Pager aria-label={t('adminOrders.pages')}>
          <Button $variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('adminOrders.previous')}
          </Button>
          <span aria-live="polite">{t('adminOrders.pageOf', { page, pages })}</span>
          <Button $variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('adminOrders.next')}
          </Button>
        </Pager>
      )}
    </>
  );
}
