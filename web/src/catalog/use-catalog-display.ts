import { useFeatureTexts } from '../i18n/feature-texts';
import { useMobileSettings } from '../mobile-settings/mobile-settings';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { useMediaQuery } from '../shared/use-media-query';
import { mediaQuery } from '../theme/media';
import { catalogTexts } from './catalog-texts';

export interface CatalogDisplay {
  /** Columns of the grid on phones (1 to 3, default 2: docs/product.md#mobile-settings); wider screens ignore it. */
  phoneColumns: number;
  showPrices: boolean;
  addToCartLabel: string;
  buyNowLabel: string;
  /** The action of the add-to-cart toast. */
  viewCartLabel: string;
}

/**
 * How the product grid looks: phones follow the mobile settings (docs/product.md#mobile-settings),
 * wider screens do not.
 */
export function useCatalogDisplay(): CatalogDisplay {
  const { t } = useFeatureTexts(catalogTexts);
  const settings = useMobileSettings();
  const phoneText = usePhoneText();
  const isPhone = !useMediaQuery(mediaQuery.md);
  return {
    phoneColumns: settings.productsPerRow,
    showPrices: !isPhone || settings.showPricesOnMobile,
    addToCartLabel: phoneText('addToCartText', t('products.addToCart')),
    buyNowLabel: phoneText('buyNowText', t('products.buyNow')),
    viewCartLabel: phoneText('viewCartText', t('shop.viewCart')),
  };
}
