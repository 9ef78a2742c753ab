import type { StaffAccountFieldsFragment } from '@crumb/shared/shared-operations';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormField, SelectInput } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { TextField } from '../../shared/text-field';
import { media } from '../../theme/media';
import {
  activityKinds,
  hasActivityFilters,
  isActivityKind,
  NO_ACTIVITY_FILTERS,
  type ActivityFilterValues,
} from './activity-filters';
import { activityTexts } from './activity-texts';

const Bar = styled.form`
  display: grid;
  gap: 0.75rem 1rem;
  /* Phones: person and kind across, the two days side by side, Clear across. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;

  > :is(:first-child, :nth-child(2), :nth-child(5)) {
    grid-column: 1 / -1;
  }

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) repeat(2, minmax(9rem, 12rem)) auto;

    > :is(:first-child, :nth-child(2), :nth-child(5)) {
      grid-column: auto;
    }
  }
`;

interface ActivityFilterBarProps {
  filters: ActivityFilterValues;
  /** The accounts to choose a person among (the owner's Staff list). */
  accounts: readonly StaffAccountFieldsFragment[];
  onChange: (filters: ActivityFilterValues) => void;
}

/** Person, kind, the days from and to, and a way back to everything. */
export function ActivityFilterBar({ filters, accounts, onChange }: ActivityFilterBarProps) {
  const { t } = useFeatureTexts(activityTexts);
  // Each day bounds the other, so the from day is never after the to day.
  const dayFields = [
    { key: 'from', label: t('adminActivity.from'), limit: { max: filters.to || undefined } },
    { key: 'to', label: t('adminActivity.to'), limit: { min: filters.from || undefined } },
  ] as const;

  return (
    <Bar role="search" aria-label={t('adminActivity.filters')} onSubmit={(event) => event.preventDefault()}>
      <FormField id="activity-person" label={t('adminActivity.person')}>
        {(control) => (
          <SelectInput
            {...control}
            value={filters.actorId}
            onChange={(event) => onChange({ ...filters, actorId: event.target.value })}
          >
            <option value="">{t('adminActivity.everyone')}</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField id="activity-kind" label={t('adminActivity.kind')}>
        {(control) => (
          <SelectInput
            {...control}
            value={filters.entity}
            onChange={(event) => {
              const kind = event.target.value;
              onChange({ ...filters, entity: isActivityKind(kind) ? kind : '' });
            }}
          >
            <option value="">{t('adminActivity.allKinds')}</option>
            <OptionList values={activityKinds} label={(kind) => t(`adminActivity.kinds.${kind}`)} />
          </SelectInput>
        )}
      </FormField>
      {dayFields.map(({ key, label, limit }) => (
        <TextField
          key={key}
          id={`activity-${key}`}
          label={label}
          type="date"
          value={filters[key]}
          {...limit}
          onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
        />
      ))}
      <Button $variant="outline" disabled={!hasActivityFilters(filters)} onClick={() => onChange(NO_ACTIVITY_FILTERS)}>
        {t('adminActivity.clear')}
      </Button>
    </Bar>
  );
}
