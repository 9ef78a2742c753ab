import { useFeatureTexts } from '../../i18n/feature-texts';
import { BottomNavItems } from './bottom-nav-items';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { SettingsGroup, SettingsTab, SwitchSettings, TextSettingField } from './setting-fields';

/** Navigation tab: the bottom bar and the phone header (docs/product.md#common-frame). */
export function NavigationTab(props: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.navigation')}>
      <SwitchSettings settings={['showBottomNav']} {...props} />
      <BottomNavItems {...props} />
      <SettingsGroup legend={t('adminMobile.groups.header')}>
        <SwitchSettings settings={['showMobileHeader', 'showLanguageSwitcher', 'showSearchInHeader']} {...props} />
        <TextSettingField setting="mobileHeaderTitle" hint={t('adminMobile.shopNameHint')} {...props} />
      </SettingsGroup>
    </SettingsTab>
  );
}
