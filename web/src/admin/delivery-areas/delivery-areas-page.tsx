import { DeliveryAreasDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminQueryOptions } from '../shared/admin-query';
import { LoadedFormPage } from '../shared/loaded-form-page';
import { DeliveryAreasForm } from './delivery-areas-form';
import { deliveryAreasTexts } from './delivery-areas-texts';

/** /admin/delivery-areas (docs/product.md#delivery-areas-admin): zones, their areas and fees, free delivery and pickup. */
export function DeliveryAreasPage() {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  const query = useQuery(DeliveryAreasDocument, adminQueryOptions);
  return (
    <LoadedFormPage
      title={t('adminAreas.title')}
      description={t('adminAreas.description')}
      loaded={query.data?.deliveryAreas}
      query={query}
      loadingText={t('adminAreas.loading')}
      errorText={t('adminAreas.loadError')}
    >
      {(stored) => <DeliveryAreasForm stored={stored} />}
    </LoadedFormPage>
  );
}
