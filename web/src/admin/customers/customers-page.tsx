import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatPrice } from '../../shared/format-price';
import { StackList } from '../../shared/stack-list';
import { TextField } from '../../shared/text-field';
import { color } from '../../theme/tokens';
import { CustomersDocument } from '@crumb/shared/shared-operations';
import { SEARCH_DEBOUNCE_MS } from '../orders/order-filter-bar';
import { formatOrderDate } from '../orders/format-order-date';
import { OrdersViewNav } from '../orders/orders-view-nav';
import { adminQueryOptions } from '../shared/admin-query';
import { FilteredList } from '../shared/filtered-list';
import { Pager } from '../shared/pager';
import { usePagedFilters } from '../shared/use-paged-filters';
import { AdminPage } from '../shell/admin-page';
import { customerHref, shownNumber } from './customer-number';
import { customersTexts } from './customers-texts';

/** Customers per page, as the orders page has orders. */
export const CUSTOMERS_PAGE_SIZE = 20;

const Row = styled(Link)`
  display: grid;
  gap: 0.25rem;
  padding: 1rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  color: inherit;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: ${color('primary')};
  }

  strong {
    font-size: 1.0625rem;
  }

  span {
    color: ${color('mutedForeground')};
  }
`;

const Search = styled.form`
  margin-block-end: 1rem;
  max-inline-size: 28rem;
`;

/** /admin/customers (docs/product.md#customers-admin): who ordered, searchable, a page at a time. */
export function CustomersPage() {
  const { t } = useFeatureTexts(customersTexts);
  return (
    <AdminPage title={t('adminCustomers.title')} description={t('adminCustomers.description')}>
      <OrdersViewNav />
      <Customers />
    </AdminPage>
  );
}

function Customers() {
  const { t, i18n } = useFeatureTexts(customersTexts);
  const { filters, changeFilters, page, setPage, slice, pageCount } = usePagedFilters({ q: '' }, CUSTOMERS_PAGE_SIZE);
  const [search, setSearch] = useState('');
  // Asks the server once the owner stops typing, as the orders' search does.
  useEffect(() => {
    if (search === filters.q) return undefined;
    const timer = setTimeout(() => changeFilters({ q: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, changeFilters]);
  const { data, previousData, error, refetch } = useQuery(CustomersDocument, {
    ...adminQueryOptions,
    variables: { ...(filters.q.trim() && { q: filters.q.trim() }), ...slice },
  });

  return (
    <FilteredList
      query={{ data: data?.customers, previousData: previousData?.customers, error, refetch }}
      filterBar={
        <Search role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            id="customers-search"
            label={t('adminCustomers.search')}
            type="search"
            value={search}
            maxLength={120}
            placeholder={t('adminCustomers.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Search>
      }
      filtered={filters.q.trim() !== ''}
      text={(key, options) => t(`adminCustomers.${key}`, options)}
      pager={(total) => <Pager page={page} pages={pageCount(total)} onPage={setPage} />}
    >
      {(customers) => (
        <StackList aria-label={t('adminCustomers.listLabel')}>
          {customers.map((customer) => (
            <li key={customer.whatsapp}>
              <Row to={customerHref(customer.whatsapp)}>
                <strong dir="auto">{customer.name}</strong>
                <span dir="ltr">{shownNumber(customer.whatsapp)}</span>
                <span>
                  {[
                    t('adminCustomers.orders', { count: customer.orders }),
                    t('adminCustomers.spent', { amount: formatPrice(customer.spent, t) }),
                    t('adminCustomers.lastOrder', { date: formatOrderDate(customer.lastOrderAt, i18n.language) }),
                  ].join(' · ')}
                </span>
              </Row>
            </li>
          ))}
        </StackList>
      )}
    </FilteredList>
  );
}
