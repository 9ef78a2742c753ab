import type { Feature } from '../feature/feature';
import { OrderLine } from './order-line.entity';
import { OrderLineResolver } from './order-line.resolver';
import { orderLookupLimitPlugin } from './order-lookup-limit.plugin';
import { OrderLookupResolver } from './order-lookup.resolver';
import { orderChangeRestRoutes } from './order-change.rest';
import { orderLookupRestRoutes } from './order-lookup.rest';
import { orderPagesPlugin } from './order-pages.plugin';
import { Order } from './order.entity';
import { OrderResolver } from './order.resolver';
import { orderRestRoutes } from './order.rest';
import { ShopFiguresResolver } from './shop-figures.resolver';

/** Orders placed cash on delivery, their list, export and figures for the owner, and the guest's lookup. */
export const ordersFeature: Feature = {
  name: 'orders',
  entities: [Order, OrderLine],
  resolvers: [OrderResolver, OrderLineResolver, OrderLookupResolver, ShopFiguresResolver],
  restRoutes: [...orderRestRoutes, ...orderChangeRestRoutes, ...orderLookupRestRoutes],
  readCache: { mutationsKeepingCache: ['createOrder', 'updateOrderStatus', 'updateOrder'] },
  services: async (app, { config, orm, redisKeyPrefix }) => {
    await app.register(orderLookupLimitPlugin, { config, orm, redisKeyPrefix });
    await app.register(orderPagesPlugin, { orm });
  },
};
