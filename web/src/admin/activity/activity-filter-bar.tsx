import type { StaffAccountFieldsFragment } from '@crumb/shared/shared-operations';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { media } from '../../theme/media';
import { DayRangeFields } from '../shared/day-range-fields';
import { FilterSelect } from '../shared/filter-select';
import { activityKinds, hasActivityFilters, NO_ACTIVITY_FILTERS, type ActivityFilterValues } from './activity-filters';
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
  return (
    <Bar role="search" aria-label={t('adminActivity.filters')} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        id="activity-person"
        label={t('adminActivity.person')}
        allLabel={t('adminActivity.everyone')}
        values={accounts}
        optionLabel={(account) => account.email}
        value={filters.actorId}
        onChange={(actorId) => onChange({ ...filters, actorId })}
      />
      <FilterSelect
        id="activity-kind"
        label={t('adminActivity.kind')}
        allLabel={t('adminActivity.allKinds')}
        values={activityKinds}
        optionLabel={(kind) => t(`adminActivity.kinds.${kind}`)}
        value={filters.entity}
        onChange={(entity) => onChange({ ...filters, entity })}
      />
      <DayRangeFields idPrefix="activity" range={filters} onChange={onChange} />
      <Button $variant="outline" disabled={!hasActivityFilters(filters)} onClick={() => onChange(NO_ACTIVITY_FILTERS)}>
        {t('adminActivity.clear')}
      </Button>
    </Bar>
  );
}
