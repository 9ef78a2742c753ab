import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { color } from '../../theme/tokens';
import { adminHref } from '../admin-paths';
import { AdminCustomerOrdersDocument } from '../graphql/generated';
import { OrderCards } from '../orders/order-cards';
import { adminQueryOptions } from '../shared/admin-query';
import { FilteredList } from '../shared/filtered-list';
import { Pager } from '../shared/pager';
import { usePagedFilters } from '../shared/use-paged-filters';
import { AdminPage } from '../shell/admin-page';
import { shownNumber } from './customer-number';
import { customersTexts } from './customers-texts';
import { CUSTOMERS_PAGE_SIZE } from './customers-page';

const Back = styled(Link)`
  justify-self: start;
  color: ${color('primary')};
  font-weight: 600;
`;

/** /admin/customers/<number>: every order placed with one customer's number, as the orders page shows them. */
export function CustomerOrdersPage() {
  const { t } = useFeatureTexts(customersTexts);
  const whatsapp = useParams().whatsapp ?? '';
  const { page, setPage, slice, pageCount } = usePagedFilters({}, CUSTOMERS_PAGE_SIZE);
  const { data, previousData, error, refetch } = useQuery(AdminCustomerOrdersDocument, {
    ...adminQueryOptions,
    variables: { whatsapp, ...slice },
  });

  return (
    <AdminPage title={t('adminCustomers.customerTitle', { whatsapp: isolateLtr(shownNumber(whatsapp)) })}>
      <Back to={adminHref('customers')}>{t('adminCustomers.allCustomers')}</Back>
      <FilteredList
        query={{ data: data?.customerOrders, previousData: previousData?.customerOrders, error, refetch }}
        filterBar={null}
        filtered={false}
        text={(key, options) =>
          ({
            loading: t('adminCustomers.customerLoading'),
            loadError: t('adminCustomers.customerLoadError'),
            empty: t('adminCustomers.customerEmpty'),
            emptyHint: t('adminCustomers.customerEmptyHint'),
            noMatch: t('adminCustomers.customerEmpty'),
            noMatchHint: t('adminCustomers.customerEmptyHint'),
            found: t('adminCustomers.orders', options),
          })[key]
        }
        pager={(total) => <Pager page={page} pages={pageCount(total)} onPage={setPage} />}
      >
        {(orders) => <OrderCards orders={orders} label={t('adminCustomers.title')} />}
      </FilteredList>
    </AdminPage>
  );
}
