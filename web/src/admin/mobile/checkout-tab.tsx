import { useFeatureTexts } from '../../i18n/feature-texts';
import { mobileTexts } from './mobile-texts';
import { PaymentMethodsField } from './payment-methods-field';
import type { DraftProps } from './settings-draft';
import { SettingsTab, SwitchSettings } from './setting-fields';

/** Checkout tab: how the phone checkout behaves and which payment methods it lists. */
export function CheckoutTab(props: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.checkout')}>
      <SwitchSettings settings={['simplifiedCheckout', 'onePageCheckout']} {...props} />
      <PaymentMethodsField {...props} />
    </SettingsTab>
  );
}
