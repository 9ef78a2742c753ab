import { useFeatureTexts } from '../i18n/feature-texts';
import { useSettingText } from '../settings/use-setting-text';
import { checkoutTexts } from './checkout-texts';

/**
 * The customer-info labels (docs/product.md#extended-texts, our translations by default), shared by the
 * fields and by the review of the two-step checkout so both name a detail the same way.
 */
export function useCustomerLabels() {
  const { t } = useFeatureTexts(checkoutTexts);
  const text = useSettingText();
  return {
    title: text('customerInfoTitle', t('checkout.customerTitle')),
    name: text('customerNameLabel', t('checkout.fullName')),
    whatsapp: text('whatsappLabel', t('checkout.whatsapp')),
    address: text('deliveryAddressLabel', t('checkout.address')),
    notes: text('specialInstructionsLabel', t('checkout.notes')),
  };
}
