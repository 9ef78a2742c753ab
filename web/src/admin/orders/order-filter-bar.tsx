import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { media } from '../../theme/media';
import { Button } from '../../shared/button';
import { TextField } from '../../shared/text-field';
import { DayRangeFields } from '../shared/day-range-fields';
import { FilterSelect } from '../shared/filter-select';
import type { OrderFilterValues } from './order-filters';
import { namedStatuses } from './order-status';
import { ordersTexts } from './orders-texts';

/** The search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const Bar = styled.form`
  display: grid;
  gap: 0.75rem 1rem;
  /* Phones: the two days side by side, the search, the status and the export across. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  margin-block-end: 1rem;

  > :is(:first-child, :nth-child(2), :last-child) {
    grid-column: 1 / -1;
  }

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));

    > :is(:first-child, :nth-child(2), :last-child) {
      grid-column: auto;
    }
  }

  /* One row on wide screens, the search wide enough to show its hint, the export button its own size. */
  ${media.lg} {
    grid-template-columns: minmax(16rem, 2fr) repeat(3, minmax(9rem, 1fr)) auto;
  }
`;

interface OrderFilterBarProps {
  filters: OrderFilterValues;
  onChange: (filters: OrderFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search (debounced), status, the days from and to, and the CSV export of what they select. */
export function OrderFilterBar({ filters, onChange, onExport, exporting }: OrderFilterBarProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const [search, setSearch] = useState(filters.q);

  useEffect(() => {
    if (search === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <Bar role="search" aria-label={t('adminOrders.filters')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        id="orders-search"
        label={t('adminOrders.search')}
        type="search"
        value={search}
        maxLength={120}
        placeholder={t('adminOrders.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <FilterSelect
        id="orders-status"
        label={t('adminOrders.statusFilter')}
        allLabel={t('adminOrders.allStatuses')}
        values={namedStatuses}
        optionLabel={(status) => t(`adminOrders.status.${status}`)}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <DayRangeFields idPrefix="orders" range={filters} onChange={onChange} />
      <Button $variant="outline" onClick={onExport} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('adminOrders.exporting') : t('adminOrders.export')}
      </Button>
    </Bar>
  );
}
