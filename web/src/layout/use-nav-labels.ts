import { useTranslation } from 'react-i18next';
import { useSettingText } from '../settings/use-setting-text';

/** The navigation's link texts: the owner's wording (docs/product.md#extended-texts) or ours. */
export function useNavLabels() {
  const { t } = useTranslation();
  const text = useSettingText();
  return {
    home: text('navHomeText', t('nav.home')),
    products: text('navProductsText', t('nav.products')),
    about: text('navAboutText', t('nav.about')),
    contact: text('navContactText', t('nav.contact')),
    cart: text('navCartText', t('nav.cart')),
  };
}
