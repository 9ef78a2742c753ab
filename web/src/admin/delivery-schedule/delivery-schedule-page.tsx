import { useFeatureTexts } from '../../i18n/feature-texts';
import { useDeliveryScheduleQuery } from '../graphql/generated';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { AdminPage } from '../shell/admin-page';
import { DeliveryScheduleForm } from './delivery-schedule-form';
import { deliveryScheduleTexts } from './delivery-schedule-texts';

/** /admin/delivery (docs/product.md#delivery-schedule-admin): the owner's delivery schedule, in Bahrain time. */
export function DeliverySchedulePage() {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const { data, error, refetch } = useDeliveryScheduleQuery(adminQueryOptions);
  const schedule = data?.deliverySchedule;

  return (
    <AdminPage title={t('adminDelivery.title')} description={t('adminDelivery.description')}>
      {schedule ? (
        // Once loaded the form keeps what the owner typed, even when a later refetch fails.
        <DeliveryScheduleForm schedule={schedule} />
      ) : (
        <ListLoadState
          query={{ error, refetch }}
          loadingText={t('adminDelivery.loading')}
          errorText={t('adminDelivery.loadError')}
        />
      )}
    </AdminPage>
  );
}
