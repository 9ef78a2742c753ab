import { useState } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { mobileSettings, type MobileSettings } from '../../mobile-settings/mobile-settings';
import { Button } from '../../shared/button';
import { showToast } from '../../shared/toast/toast-store';
import { SitePreviewButton } from '../shared/site-preview-button';
import { Tabs } from '../shared/tabs';
import { AdminPage } from '../shell/admin-page';
import { CheckoutTab } from './checkout-tab';
import { ContentTab } from './content-tab';
import { ImagesTab } from './images-tab';
import { LayoutTab } from './layout-tab';
import { mobileTexts } from './mobile-texts';
import { NavigationTab } from './navigation-tab';
import { PerformanceTab } from './performance-tab';

/** The mobile preview window is a phone's size (docs/product.md#mobile-settings). */
const previewWindowFeatures = 'width=375,height=812';

/**
 * docs/product.md#mobile-settings: every mobile setting in six tabs. The page edits a copy read from
 * local storage when it opens; 'Save Settings' writes it back, and only then do the
 * storefront and other tabs see it. Nothing is sent to a server.
 */
export function MobileSettingsPage() {
  const { t } = useFeatureTexts(mobileTexts);
  const [draft, setDraft] = useState<MobileSettings>(() => mobileSettings.get());
  const change = (patch: Partial<MobileSettings>) => setDraft((current) => ({ ...current, ...patch }));
  const tabProps = { draft, onChange: change };

  const save = () => {
    mobileSettings.set(draft);
    showToast({ title: t('adminMobile.saved'), variant: 'success' });
  };

  return (
    <AdminPage
      title={t('adminMobile.title')}
      description={t('adminMobile.description')}
      actions={
        <>
          <SitePreviewButton
            label={t('adminMobile.previewMobile')}
            windowFeatures={previewWindowFeatures}
            opened={{ title: t('adminMobile.previewOpened'), description: t('adminMobile.previewOpenedDescription') }}
          />
          <Button onClick={save}>{t('adminMobile.saveSettings')}</Button>
        </>
      }
    >
      <Tabs
        label={t('adminMobile.sections')}
        tabs={[
          { id: 'navigation', label: t('adminMobile.tabs.navigation'), panel: <NavigationTab {...tabProps} /> },
          { id: 'layout', label: t('adminMobile.tabs.layout'), panel: <LayoutTab {...tabProps} /> },
          { id: 'content', label: t('adminMobile.tabs.content'), panel: <ContentTab {...tabProps} /> },
          { id: 'images', label: t('adminMobile.tabs.images'), panel: <ImagesTab {...tabProps} /> },
          { id: 'checkout', label: t('adminMobile.tabs.checkout'), panel: <CheckoutTab {...tabProps} /> },
          { id: 'performance', label: t('adminMobile.tabs.performance'), panel: <PerformanceTab {...tabProps} /> },
        ]}
      />
    </AdminPage>
  );
}
