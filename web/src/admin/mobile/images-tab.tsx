import { useFeatureTexts } from '../../i18n/feature-texts';
import { MobileImageField } from './mobile-image-field';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { SettingsTab } from './setting-fields';

/** Images tab: the phone's hero image and logo, with SPEC §9's recommended sizes. */
export function ImagesTab({ draft, onChange }: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.images')}>
      <MobileImageField
        setting="heroImageMobile"
        value={draft.heroImageMobile}
        onChange={(heroImageMobile) => onChange({ heroImageMobile })}
        size={{ width: 375, height: 200 }}
        fit="cover"
        sizeHint={t('adminMobile.image.recommendedHero')}
      />
      <MobileImageField
        setting="logoImageMobile"
        value={draft.logoImageMobile}
        onChange={(logoImageMobile) => onChange({ logoImageMobile })}
        size={{ width: 120, height: 40 }}
        fit="contain"
        sizeHint={t('adminMobile.image.recommendedLogo')}
      />
    </SettingsTab>
  );
}
