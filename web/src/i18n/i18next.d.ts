import 'i18next';
import type aboutTexts from '../about/locales/en.json';
import type adminCategoriesTexts from '../admin/categories/locales/en.json';
import type adminTexts from '../admin/locales/en.json';
import type adminFiguresTexts from '../admin/dashboard/locales/en.json';
import type adminDeliveryTexts from '../admin/delivery-schedule/locales/en.json';
import type adminMobileTexts from '../admin/mobile/locales/en.json';
import type adminOrdersTexts from '../admin/orders/locales/en.json';
import type adminProductsTexts from '../admin/products/locales/en.json';
import type adminSettingsTexts from '../admin/site-settings/locales/en.json';
import type adminThemeTexts from '../admin/theme/locales/en.json';
import type adminVouchersTexts from '../admin/vouchers/locales/en.json';
import type loginTexts from '../auth/locales/en.json';
import type cartTexts from '../cart/locales/en.json';
import type catalogTexts from '../catalog/locales/en.json';
import type checkoutTexts from '../checkout/locales/en.json';
import type homeTexts from '../home/locales/en.json';
import type notFoundTexts from '../not-found/locales/en.json';
import type confirmationTexts from '../orders/locales/en.json';
import type en from './locales/en.json';

// Types every t('...') key against the English files (the shared one and the features' own,
// see feature-texts.ts), so a typo or a missing text fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof homeTexts &
        typeof catalogTexts &
        typeof notFoundTexts &
        typeof cartTexts &
        typeof checkoutTexts &
        typeof confirmationTexts &
        typeof aboutTexts &
        typeof loginTexts &
        typeof adminTexts &
        typeof adminFiguresTexts &
        typeof adminProductsTexts &
        typeof adminCategoriesTexts &
        typeof adminOrdersTexts &
        typeof adminVouchersTexts &
        typeof adminSettingsTexts &
        typeof adminMobileTexts &
        typeof adminThemeTexts &
        typeof adminDeliveryTexts;
    };
  }
}
