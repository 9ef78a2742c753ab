import type { Feature } from '../feature/feature';
import { DeliverySchedule } from './delivery-schedule.entity';
import { DeliveryScheduleResolver } from './delivery-schedule.resolver';
import { deliveryScheduleRestRoutes } from './delivery-schedule.rest';

/** Cakes made to order: lead time, cut-off, closed days and delivery windows with their places. */
export const deliveryFeature: Feature = {
  name: 'delivery',
  entities: [DeliverySchedule],
  resolvers: [DeliveryScheduleResolver],
  restRoutes: deliveryScheduleRestRoutes,
};
