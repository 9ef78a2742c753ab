import type { Feature } from '../feature/feature';
import { DeliveryAreaSettings } from './delivery-area-settings.entity';
import { DeliveryArea } from './delivery-area.entity';
import { DeliveryAreasResolver } from './delivery-areas.resolver';
import { deliveryAreasRestRoutes } from './delivery-areas.rest';
import { DeliveryZone } from './delivery-zone.entity';

/** Where the cake goes: areas grouped in zones with their fee and minimum, free delivery above a subtotal, pickup. */
export const deliveryAreasFeature: Feature = {
  name: 'delivery-areas',
  entities: [DeliveryZone, DeliveryArea, DeliveryAreaSettings],
  resolvers: [DeliveryAreasResolver],
  restRoutes: deliveryAreasRestRoutes,
  readCache: { queries: ['deliveryAreas'] },
};
