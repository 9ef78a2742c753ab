import { useFeatureTexts } from '../../i18n/feature-texts';
import { MobileImageField } from './mobile-image-field';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { SettingsTab } from './setting-fields';

/**
 * The phone's images with their recommended sizes (docs/product.md#mobile-settings): a hero fills
 * its box, a logo is shown whole.
 */
const mobileImages = [
  { setting: 'heroImageMobile', size: { width: 375, height: 200 }, fit: 'cover', hint: 'recommendedHero' },
  { setting: 'logoImageMobile', size: { width: 120, height: 40 }, fit: 'contain', hint: 'recommendedLogo' },
] as const;

/** Images tab: the phone's hero image and logo, with the recommended sizes of docs/product.md#mobile-settings. */
export function ImagesTab({ draft, onChange }: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.images')}>
      {mobileImages.map(({ setting, size, fit, hint }) => (
        <MobileImageField
          key={setting}
          setting={setting}
          value={draft[setting]}
          onChange={(value) => onChange({ [setting]: value })}
          size={size}
          fit={fit}
          sizeHint={t(`adminMobile.image.${hint}`)}
        />
      ))}
    </SettingsTab>
  );
}
