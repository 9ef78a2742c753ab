import { useFeatureTexts } from '../../i18n/feature-texts';
import { useAdminDeliveryScheduleQuery } from '../graphql/generated';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { AdminPage } from '../shell/admin-page';
import { DeliveryScheduleForm } from './delivery-schedule-form';
import { deliveryScheduleTexts } from './delivery-schedule-texts';

/** Issue 14 (/admin/delivery): the owner's delivery schedule, in Bahrain time. */
export function DeliverySchedulePage() {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const { data, error, refetch } = useAdminDeliveryScheduleQuery(adminQueryOptions);
  const schedule = data?.deliverySchedule;

  return (
    <AdminPage title={t('adminDelivery.title')} description={t('adminDelivery.description')}>
      {schedule ? (
        // Once loaded the form keeps what the owner typed, even when a later refetch fails.
        <DeliveryScheduleForm schedule={schedule} />
      ) : (
        <ListLoadState
          failed={Boolean(error)}
          loadingText={t('adminDelivery.loading')}
          errorText={t('adminDelivery.loadError')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
    </AdminPage>
  );
}
