import { useFeatureTexts } from '../../i18n/feature-texts';
import { siteSettingsTexts } from './site-settings-texts';
import type { SaveMessages } from './use-save-settings';

/** The six settings pages, by the name their texts stand under in adminSettings. */
export type SettingsPageName = 'site' | 'home' | 'about' | 'contact' | 'navigation' | 'footer';

// Contact, Navigation and Footer name what failed; the others share 'Failed to update settings: '.
const failurePrefixes = {
  site: 'adminSettings.updateSettingsFailed',
  home: 'adminSettings.updateSettingsFailed',
  about: 'adminSettings.updateSettingsFailed',
  contact: 'adminSettings.contact.failed',
  navigation: 'adminSettings.navigation.failed',
  footer: 'adminSettings.footer.failed',
} as const satisfies Record<SettingsPageName, string>;

/** A settings page's title and description, its Save button and what a save ends with. */
export function useSettingsPageTexts(page: SettingsPageName) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const messages: SaveMessages = {
    success: t(`adminSettings.${page}.saved`),
    failurePrefix: t(failurePrefixes[page]),
  };
  return {
    title: t(`adminSettings.${page}.title`),
    description: t(`adminSettings.${page}.description`),
    saveLabel: t(`adminSettings.${page}.save`),
    messages,
  };
}
