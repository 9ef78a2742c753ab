import { authRestRoutes } from '../auth/auth.rest';
import { catalogRestRoutes } from '../catalog/catalog.rest';
import { deliveryScheduleRestRoutes } from '../delivery/delivery-schedule.rest';
import { mailRestRoutes } from '../mail/mail.rest';
import { orderLookupRestRoutes } from '../orders/order-lookup.rest';
import { orderRestRoutes } from '../orders/order.rest';
import { settingsRestRoutes } from '../settings/settings.rest';
import { voucherRestRoutes } from '../vouchers/voucher.rest';
import type { AnyRestRoute } from './rest-route';

/** Every call of the REST facade (SPEC.md section 7), feature by feature. */
export const restRoutes: readonly AnyRestRoute[] = [
  ...catalogRestRoutes,
  ...voucherRestRoutes,
  ...orderRestRoutes,
  ...orderLookupRestRoutes,
  ...mailRestRoutes,
  ...settingsRestRoutes,
  ...authRestRoutes,
  ...deliveryScheduleRestRoutes,
];
