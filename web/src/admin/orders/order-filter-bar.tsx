import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { media } from '../../theme/media';
import { Button } from '../../shared/button';
import { FormField, SelectInput } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { TextField } from '../../shared/text-field';
import type { OrderFilterValues } from './order-filters';
import { isKnownStatus, orderStatuses } from './order-status';
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

  // Each day bounds the other, so the from day is never after the to day.
  const dayFields = [
    { key: 'from', label: t('adminOrders.from'), limit: { max: filters.to || undefined } },
    { key: 'to', label: t('adminOrders.to'), limit: { min: filters.from || undefined } },
  ] as const;

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
      <FormField id="orders-status" label={t('adminOrders.statusFilter')}>
        {(control) => (
          <SelectInput
            {...control}
            value={filters.status}
            onChange={(event) => {
              const status = event.target.value;
              onChange({ ...filters, status: isKnownStatus(status) ? status : '' });
            }}
          >
            <option value="">{t('adminOrders.allStatuses')}</option>
            <OptionList values={orderStatuses} label={(status) => t(`adminOrders.status.${status}`)} />
          </SelectInput>
        )}
      </FormField>
      {dayFields.map(({ key, label, limit }) => (
        <TextField
          key={key}
          id={`orders-${key}`}
          label={label}
          type="date"
          value={filters[key]}
          {...limit}
          onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
        />
      ))}
      <Button $variant="outline" onClick={onExport} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('adminOrders.exporting') : t('adminOrders.export')}
      </Button>
    </Bar>
  );
}
