import { useFeatureTexts } from '../../i18n/feature-texts';
import type { MobileImageQuality } from '../../mobile-settings/mobile-settings';
import { FormField, SelectInput } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { settingId, SettingsTab, SwitchSettings } from './setting-fields';

const qualities: readonly MobileImageQuality[] = ['low', 'medium', 'high'];

/** Performance tab: image loading switches and the image quality (medium by default). */
export function PerformanceTab(props: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const { draft, onChange } = props;
  const qualityId = settingId('mobileImageQuality');
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.performance')}>
      <SwitchSettings
        settings={['enableLazyLoading', 'optimizeImagesForMobile', 'lazyLoadImages', 'compressImages', 'enablePWA']}
        {...props}
      />
      <FormField id={qualityId} label={t('adminMobile.fields.mobileImageQuality')}>
        {(control) => (
          <SelectInput
            {...control}
            value={draft.mobileImageQuality}
            onChange={(event) => {
              const chosen = qualities.find((quality) => quality === event.target.value);
              if (chosen) onChange({ mobileImageQuality: chosen });
            }}
          >
            <OptionList values={qualities} label={(quality) => t(`adminMobile.imageQuality.${quality}`)} />
          </SelectInput>
        )}
      </FormField>
    </SettingsTab>
  );
}
