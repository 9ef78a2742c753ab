import type { DeliveryScheduleInput } from '@crumb/shared/schema-types';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { DeliveryScheduleDocument, type DeliveryScheduleFieldsFragment } from '@crumb/shared/shared-operations';
import { useUpdateDeliveryScheduleMutation } from '../graphql/generated';
import { showToast } from '../../shared/toast/toast-store';
import { useFailureMessage } from '../shared/failure-message';
import { deliveryScheduleTexts } from './delivery-schedule-texts';

/** Saves the whole schedule and says how it went; answers what the server stored (sorted), or nothing on failure. */
export function useSaveDeliverySchedule() {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const failureMessage = useFailureMessage();
  // The schedule has no id for Apollo's cache to update by, so the page's query asks again.
  const [update, { loading }] = useUpdateDeliveryScheduleMutation({
    refetchQueries: [DeliveryScheduleDocument],
  });

  const save = async (input: DeliveryScheduleInput): Promise<DeliveryScheduleFieldsFragment | undefined> => {
    try {
      const { data } = await update({ variables: { input } });
      showToast({ title: t('adminDelivery.saved'), variant: 'success' });
      return data?.updateDeliverySchedule;
    } catch (error) {
      showToast({ title: failureMessage(t('adminDelivery.failed'), error), variant: 'destructive' });
      return undefined;
    }
  };

  return { save, saving: loading };
}
