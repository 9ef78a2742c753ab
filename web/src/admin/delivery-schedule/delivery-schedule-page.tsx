import { DeliveryScheduleDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminQueryOptions } from '../shared/admin-query';
import { LoadedFormPage } from '../shared/loaded-form-page';
import { DeliveryScheduleForm } from './delivery-schedule-form';
import { deliveryScheduleTexts } from './delivery-schedule-texts';

/** /admin/delivery (docs/product.md#delivery-schedule-admin): the owner's delivery schedule, in Bahrain time. */
export function DeliverySchedulePage() {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const { data, error, refetch } = useQuery(DeliveryScheduleDocument, adminQueryOptions);
  return (
    <LoadedFormPage
      title={t('adminDelivery.title')}
      description={t('adminDelivery.description')}
      loaded={data?.deliverySchedule}
      query={{ error, refetch }}
      loadingText={t('adminDelivery.loading')}
      errorText={t('adminDelivery.loadError')}
    >
      {(schedule) => <DeliveryScheduleForm schedule={schedule} />}
    </LoadedFormPage>
  );
}
