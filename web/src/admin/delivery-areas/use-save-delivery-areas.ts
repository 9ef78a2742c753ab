import type { DeliveryAreasInput } from '@crumb/shared/schema-types';
import { DeliveryAreasDocument, UpdateDeliveryAreasDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { useToastedSave } from '../shared/use-toasted-save';
import { deliveryAreasTexts } from './delivery-areas-texts';

/** Saves the whole of the delivery areas and says how it went; answers what the server stored (new rows with their ids), or nothing on failure. */
export function useSaveDeliveryAreas() {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  const toastedSave = useToastedSave(t('adminAreas.saved'), t('adminAreas.failed'));
  // The settings part has no id for Apollo's cache to update by, so the page's query asks again.
  const [update, { loading }] = useMutation(UpdateDeliveryAreasDocument, { refetchQueries: [DeliveryAreasDocument] });

  const save = (input: DeliveryAreasInput) =>
    toastedSave(async () => (await update({ variables: { input } })).data?.updateDeliveryAreas);

  return { save, saving: loading };
}
