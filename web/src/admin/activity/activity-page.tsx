import { useCallback, useState } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { MessagePanel } from '../../shared/message-panel';
import { useActivityQuery, useStaffAccountsQuery } from '../graphql/generated';
import { AdminCard } from '../shared/admin-form';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { Pager } from '../shared/pager';
import { AdminPage } from '../shell/admin-page';
import { ActivityFilterBar } from './activity-filter-bar';
import { activityFilter, hasActivityFilters, NO_ACTIVITY_FILTERS, type ActivityFilterValues } from './activity-filters';
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
  const [filters, setFilters] = useState<ActivityFilterValues>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const accounts = useStaffAccountsQuery(adminQueryOptions).data?.staffAccounts ?? [];
  const { data, previousData, error, refetch } = useActivityQuery({
    ...adminQueryOptions,
    variables: { filter: activityFilter(filters), limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE },
  });

  const changeFilters = useCallback((next: ActivityFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);

  const shown = (data ?? previousData)?.activity;
  const filterBar = <ActivityFilterBar filters={filters} accounts={accounts} onChange={changeFilters} />;

  if (!shown || (error && !data)) {
    const loadState = (
      <ListLoadState
        query={{ error, refetch }}
        loadingText={t('adminActivity.loading')}
        errorText={t('adminActivity.loadError')}
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

  if (shown.total === 0 && !hasActivityFilters(filters)) {
    return <MessagePanel title={t('adminActivity.empty')} description={t('adminActivity.emptyHint')} />;
  }

  const pages = Math.max(1, Math.ceil(shown.total / ACTIVITY_PAGE_SIZE));
  return (
    <>
      {filterBar}
      <p role="status">{t('adminActivity.found', { count: shown.total })}</p>
      {shown.items.length === 0 ? (
        <MessagePanel title={t('adminActivity.noMatch')} description={t('adminActivity.noMatchHint')} />
      ) : (
        <AdminCard>
          <ActivityList entries={shown.items} />
        </AdminCard>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
