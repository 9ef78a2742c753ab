import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { showToast } from '../../shared/toast/toast-store';
import { Tabs } from '../shared/tabs';
import { AdminPage } from '../shell/admin-page';
import { CustomColorsForm } from './custom-colors-form';
import { PresetList } from './preset-list';
import { themeTexts } from './theme-texts';
import { useThemeEditor } from './use-theme-editor';

/** SPEC §9: the site preview window is a desktop's size. */
const previewWindowFeatures = 'width=1200,height=800';

/** SPEC §2 Theme Colors: presets and custom colours in two tabs, with preview, reset and save. */
export function ThemePage() {
  const { t } = useFeatureTexts(themeTexts);
  const editor = useThemeEditor();

  const openPreview = () => {
    window.open('/', '_blank', previewWindowFeatures);
    showToast({
      title: t('adminTheme.toast.previewOpened'),
      description: t('adminTheme.toast.previewOpenedDescription'),
    });
  };

  return (
    <AdminPage
      title={t('adminTheme.title')}
      description={t('adminTheme.description')}
      actions={
        <>
          <Button $variant="outline" onClick={openPreview}>
            {t('adminTheme.previewSite')}
          </Button>
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
