import { ActivityDocument, StaffAccountsDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { AdminCard } from '../shared/admin-form';
import { adminQueryOptions } from '../shared/admin-query';
import { FilteredList } from '../shared/filtered-list';
import { Pager } from '../shared/pager';
import { usePagedFilters } from '../shared/use-paged-filters';
import { AdminPage } from '../shell/admin-page';
import { ActivityFilterBar } from './activity-filter-bar';
import { activityFilter, hasActivityFilters, NO_ACTIVITY_FILTERS } from './activity-filters';
import { ActivityList } from './activity-list';
import { activityTexts } from './activity-texts';

/** Entries per page. */
export const ACTIVITY_PAGE_SIZE = 25;

/** /admin/activity (docs/product.md#activity-record): who changed what and when, filtered and a page at a time. */
export function ActivityPage() {
  const { t } = useFeatureTexts(activityTexts);
  return (
    <AdminPage title={t('adminActivity.title')} description={t('adminActivity.description')}>
      <Activity />
    </AdminPage>
  );
}

function Activity() {
  const { t } = useFeatureTexts(activityTexts);
  const { filters, changeFilters, page, setPage, slice, pageCount } = usePagedFilters(
    NO_ACTIVITY_FILTERS,
    ACTIVITY_PAGE_SIZE,
  );
  const accounts = useQuery(StaffAccountsDocument, adminQueryOptions).data?.staffAccounts ?? [];
  const { data, previousData, error, refetch } = useQuery(ActivityDocument, {
    ...adminQueryOptions,
    variables: { filter: activityFilter(filters), ...slice },
  });

  return (
    <FilteredList
      query={{ data: data?.activity, previousData: previousData?.activity, error, refetch }}
      filterBar={<ActivityFilterBar filters={filters} accounts={accounts} onChange={changeFilters} />}
      filtered={hasActivityFilters(filters)}
      text={(key, options) => t(`adminActivity.${key}`, options)}
      pager={(total) => <Pager page={page} pages={pageCount(total)} onPage={setPage} />}
    >
      {(entries) => (
        <AdminCard>
          <ActivityList entries={entries} />
        </AdminCard>
      )}
    </FilteredList>
  );
}
