import type { DeliveryScheduleInput } from '@crumb/shared/schema-types';
import { DeliveryScheduleDocument, UpdateDeliveryScheduleDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { useToastedSave } from '../shared/use-toasted-save';
import { deliveryScheduleTexts } from './delivery-schedule-texts';

/** Saves the whole schedule and says how it went; answers what the server stored (sorted), or nothing on failure. */
export function useSaveDeliverySchedule() {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const toastedSave = useToastedSave(t('adminDelivery.saved'), t('adminDelivery.failed'));
  // The schedule has no id for Apollo's cache to update by, so the page's query asks again.
  const [update, { loading }] = useMutation(UpdateDeliveryScheduleDocument, {
    refetchQueries: [DeliveryScheduleDocument],
  });

  const save = (input: DeliveryScheduleInput) =>
    toastedSave(async () => (await update({ variables: { input } })).data?.updateDeliverySchedule);

  return { save, saving: loading };
}
