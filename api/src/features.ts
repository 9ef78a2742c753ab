import { activityFeature } from './activity/activity.feature';
import { authFeature } from './auth/auth.feature';
import { backupsFeature } from './backups/backups.feature';
import { catalogFeature } from './catalog/catalog.feature';
import { crawlersFeature } from './crawlers/crawlers.feature';
import { customersFeature } from './customers/customers.feature';
import { deliveryFeature } from './delivery/delivery.feature';
import { deliveryAreasFeature } from './delivery-areas/delivery-areas.feature';
import { demoBakeryFeature } from './demo-bakery/demo-bakery.feature';
import type { Feature } from './feature/feature';
import { mailFeature } from './mail/mail.feature';
import { mediaFeature } from './media/media.feature';
import { orderEventsFeature } from './order-events/order-events.feature';
import { ordersFeature } from './orders/orders.feature';
import { settingsFeature } from './settings/settings.feature';
import { staffFeature } from './staff/staff.feature';
import { vouchersFeature } from './vouchers/vouchers.feature';

/**
 * Every feature of the shop: the one list the application plugs in (app.ts, shop.ts). A new
 * feature is a folder with its `<name>.feature.ts` and one line here. The order is the REST
 * facade's in the OpenAPI document, and the order of start-up's steps (the demo seed, then the
 * first admin).
 */
export const features: readonly Feature[] = [
  catalogFeature,
  vouchersFeature,
  ordersFeature,
  customersFeature,
  orderEventsFeature,
  mailFeature,
  settingsFeature,
  demoBakeryFeature,
  authFeature,
  staffFeature,
  activityFeature,
  deliveryFeature,
  deliveryAreasFeature,
  mediaFeature,
  crawlersFeature,
  backupsFeature,
];
