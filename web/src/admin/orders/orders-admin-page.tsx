import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormAlert } from '../../shared/form-field';
import { adminQueryOptions } from '../shared/admin-query';
import { FilteredList } from '../shared/filtered-list';
import { usePagedFilters } from '../shared/use-paged-filters';
import { LiveOrdersControls } from '../live-orders/live-orders-controls';
import { AdminPage } from '../shell/admin-page';
import { downloadOrdersCsv } from './export-orders';
import { OrderCards } from './order-cards';
import { OrderFilterBar } from './order-filter-bar';
import { ordersTexts } from './orders-texts';
import { OrdersViewNav } from './orders-view-nav';
import { filterParams, hasFilters, NO_FILTERS } from './order-filters';
import { AdminOrdersDocument } from '../graphql/generated';

/** Orders per page (docs/product.md#order-search). */
export const ORDERS_PAGE_SIZE = 20;

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
  const { filters, changeFilters, page, setPage, slice, pageCount } = usePagedFilters(NO_FILTERS, ORDERS_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const { data, previousData, error, refetch } = useQuery(AdminOrdersDocument, {
    ...adminQueryOptions,
    variables: { ...filterParams(filters), ...slice },
  });

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

  const pagerFor = (pages: number) =>
    pages > 1 && (
      <Pager aria-label={t('adminOrders.pages')}>
        <Button $variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('adminOrders.previous')}
        </Button>
        <span aria-live="polite">{t('adminOrders.pageOf', { page, pages })}</span>
        <Button $variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('adminOrders.next')}
        </Button>
      </Pager>
    );

  return (
    <FilteredList
      query={{ data: data?.orderPage, previousData: previousData?.orderPage, error, refetch }}
      filterBar={
        <OrderFilterBar
          filters={filters}
          onChange={changeFilters}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />
      }
      filtered={hasFilters(filters)}
      text={(key, options) => t(`adminOrders.${key}`, options)}
      notice={exportFailed && <FormAlert role="alert">{t('adminOrders.exportFailed')}</FormAlert>}
      pager={(total) => pagerFor(pageCount(total))}
    >
      {(orders) => <OrderCards orders={orders} label={t('adminOrders.listLabel')} />}
    </FilteredList>
  );
}
