import 'i18next';
import type { aboutTexts } from '../about/about-texts';
import type { activityTexts } from '../admin/activity/activity-texts';
import type { customersTexts } from '../admin/customers/customers-texts';
import type { adminTexts } from '../admin/admin-texts';
import type { categoriesTexts } from '../admin/categories/categories-texts';
import type { dashboardTexts } from '../admin/dashboard/dashboard-texts';
import type { deliveryAreasTexts } from '../admin/delivery-areas/delivery-areas-texts';
import type { deliveryScheduleTexts } from '../admin/delivery-schedule/delivery-schedule-texts';
import type { liveOrdersTexts } from '../admin/live-orders/live-orders-texts';
import type { mobileTexts } from '../admin/mobile/mobile-texts';
import type { ordersTexts } from '../admin/orders/orders-texts';
import type { productsTexts } from '../admin/products/products-texts';
import type { sessionsTexts } from '../admin/sessions/sessions-texts';
import type { siteSettingsTexts } from '../admin/site-settings/site-settings-texts';
import type { staffTexts } from '../admin/staff/staff-texts';
import type { themeTexts } from '../admin/theme/theme-texts';
import type { vouchersTexts } from '../admin/vouchers/vouchers-texts';
import type { loginTexts } from '../auth/login-texts';
import type { cartTexts } from '../cart/cart-texts';
import type { catalogTexts } from '../catalog/catalog-texts';
import type { checkoutTexts } from '../checkout/checkout-texts';
import type { homeTexts } from '../home/home-texts';
import type { notFoundTexts } from '../not-found/not-found-texts';
import type { orderConfirmationTexts } from '../orders/order-confirmation-texts';
import type en from './locales/en.json';

/** Every feature's texts module: one namespace each (feature-texts.ts). */
type FeatureTextsModules =
  | typeof aboutTexts
  | typeof activityTexts
  | typeof customersTexts
  | typeof adminTexts
  | typeof categoriesTexts
  | typeof dashboardTexts
  | typeof deliveryAreasTexts
  | typeof deliveryScheduleTexts
  | typeof liveOrdersTexts
  | typeof mobileTexts
  | typeof ordersTexts
  | typeof productsTexts
  | typeof sessionsTexts
  | typeof siteSettingsTexts
  | typeof staffTexts
  | typeof themeTexts
  | typeof vouchersTexts
  | typeof loginTexts
  | typeof cartTexts
  | typeof catalogTexts
  | typeof checkoutTexts
  | typeof homeTexts
  | typeof notFoundTexts
  | typeof orderConfirmationTexts;

export type FeatureNamespace = FeatureTextsModules['namespace'];

type FeatureResources = { [Texts in FeatureTextsModules as Texts['namespace']]: Texts['resources']['en'] };

// Types every t('...') key against the English files: the shared texts (namespace
// 'translation', the fallback of every other) and each feature's namespace, so a typo, a key
// of a namespace the component did not ask for, or a missing text fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: { translation: typeof en } & FeatureResources;
  }
}
