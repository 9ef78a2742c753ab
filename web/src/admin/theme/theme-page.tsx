import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { SitePreviewButton } from '../shared/site-preview-button';
import { Tabs } from '../shared/tabs';
import { AdminPage } from '../shell/admin-page';
import { CustomColorsForm } from './custom-colors-form';
import { PresetList } from './preset-list';
import { themeTexts } from './theme-texts';
import { useThemeEditor } from './use-theme-editor';

/** The site preview window is a desktop's size (docs/product.md#theme-colours). */
const previewWindowFeatures = 'width=1200,height=800';

/**
 * Theme Colors (docs/product.md#theme-colours): presets and custom colours in two tabs, with
 * preview, reset and save.
 */
export function ThemePage() {
  const { t } = useFeatureTexts(themeTexts);
  const editor = useThemeEditor();

  return (
    <AdminPage
      title={t('adminTheme.title')}
      description={t('adminTheme.description')}
      actions={
        <>
          <SitePreviewButton
            label={t('adminTheme.previewSite')}
            windowFeatures={previewWindowFeatures}
            opened={{
              title: t('adminTheme.toast.previewOpened'),
              description: t('adminTheme.toast.previewOpenedDescription'),
            }}
          />
          <Button $variant="outline" onClick={editor.reset}>
            {t('adminTheme.resetToDefault')}
          </Button>
          <Button onClick={editor.save}>{t('adminTheme.saveTheme')}</Button>
        </>
      }
    >
      <Tabs
        label={t('adminTheme.sections')}
        tabs={[
          {
            id: 'presets',
            label: t('adminTheme.tabs.presets'),
            panel: <PresetList active={editor.activePreset} onChoose={editor.applyPreset} />,
          },
          {
            id: 'custom',
            label: t('adminTheme.tabs.custom'),
            panel: <CustomColorsForm tokens={editor.tokens} onPreview={editor.applyCustom} />,
          },
        ]}
      />
    </AdminPage>
  );
}
