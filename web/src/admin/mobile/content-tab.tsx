import { useFeatureTexts } from '../../i18n/feature-texts';
import { mobileTexts } from './mobile-texts';
import type { DraftProps, TextSetting } from './settings-draft';
import { SettingsGrid, SettingsGroup, SettingsTab, TextSettingField } from './setting-fields';

const pageTitles: readonly TextSetting[] = [
  'homePageTitle',
  'homePageSubtitle',
  'shopPageTitle',
  'cartPageTitle',
  'checkoutPageTitle',
  'aboutPageTitle',
];
const buttonTexts: readonly TextSetting[] = [
  'addToCartText',
  'buyNowText',
  'checkoutText',
  'continueShoppingText',
  'viewCartText',
];
const messages: readonly TextSetting[] = [
  'welcomeMessageMobile',
  'aboutTextMobile',
  'footerTextMobile',
  'contactInfoMobile',
  'deliveryInfoMobile',
];

/** Content tab: the phone's page titles, button wording and longer messages (docs/product.md#phone-texts). */
export function ContentTab(props: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.content')}>
      <SettingsGroup legend={t('adminMobile.groups.pageTitles')}>
        <SettingsGrid>
          {pageTitles.map((setting) => (
            <TextSettingField
              key={setting}
              setting={setting}
              // The home title defaults to the shop's name (docs/product.md#mobile-settings), so it starts empty.
              hint={setting === 'homePageTitle' ? t('adminMobile.shopNameHint') : undefined}
              {...props}
            />
          ))}
        </SettingsGrid>
      </SettingsGroup>
      <SettingsGroup legend={t('adminMobile.groups.buttonTexts')}>
        <SettingsGrid>
          {buttonTexts.map((setting) => (
            <TextSettingField key={setting} setting={setting} {...props} />
          ))}
        </SettingsGrid>
      </SettingsGroup>
      <SettingsGroup legend={t('adminMobile.groups.messages')}>
        {messages.map((setting) => (
          <TextSettingField key={setting} setting={setting} multiline {...props} />
        ))}
      </SettingsGroup>
    </SettingsTab>
  );
}
