import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import type { OrderToBake } from './baking-list';
import { OrderHeading, Orders, Window } from './baking-sheet';
import type { DriverRoute } from './driver-route';
import { OrderStatusBadge } from './order-status-badge';
import { ordersTexts } from './orders-texts';

/**
 * The day's orders as they leave the bakery, after the baking list: the deliveries zone by zone
 * with everything a driver calls and rings with (address, area, directions, WhatsApp number, the
 * window), then the orders collected at the counter. Printed alone as the driver's sheet.
 */
export function DriverRouteSheet({ route }: { route: DriverRoute }) {
  const { t } = useFeatureTexts(ordersTexts);
  const deliveries = route.zones.reduce((count, zone) => count + zone.orders.length, 0);
  return (
    <>
      {deliveries > 0 && (
        <Window aria-labelledby="driver-route-deliveries" data-driver-route>
          <h3 id="driver-route-deliveries">
            {t('adminToBake.deliveries')} · {t('adminToBake.orders', { count: deliveries })}
          </h3>
          {route.zones.map((zone) => (
            <section key={zone.name ?? ''} aria-label={zone.name ?? t('adminToBake.noZone')}>
              <h4 dir="auto">{zone.name ?? t('adminToBake.noZone')}</h4>
              <RouteOrders orders={zone.orders} heading="h5" />
            </section>
          ))}
        </Window>
      )}
      {route.pickups.length > 0 && (
        <Window aria-labelledby="driver-route-pickups" data-driver-route>
          <h3 id="driver-route-pickups">
            {t('adminToBake.pickups')} · {t('adminToBake.orders', { count: route.pickups.length })}
          </h3>
          <RouteOrders orders={route.pickups} heading="h4" />
        </Window>
      )}
    </>
  );
}

/** The orders of a zone, or those collected; `heading` keeps the outline (zones are a level deeper). */
function RouteOrders({ orders, heading: Heading }: { orders: readonly OrderToBake[]; heading: 'h4' | 'h5' }) {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  const arabic = i18n.language === 'ar';
  return (
    <Orders>
      {orders.map((order) => {
        const area = arabic ? order.areaAr || order.area : order.area;
        const directions = order.addressParts?.directions;
        return (
          <li key={order.id}>
            <OrderHeading>
              <Heading dir="auto">{t('adminToBake.orderTitle', { id: order.id, name: order.customerName })}</Heading>
              <OrderStatusBadge status={order.status} />
            </OrderHeading>
            {order.deliveryWindowStart && order.deliveryWindowEnd && (
              <p>{t('adminToBake.window', { start: order.deliveryWindowStart, end: order.deliveryWindowEnd })}</p>
            )}
            <p>{t('adminToBake.whatsapp', { number: isolateLtr(order.whatsapp) })}</p>
            {order.fulfilment !== 'pickup' && (
              <>
                <p dir="auto">{order.address}</p>
                {area && <p>{t('adminToBake.area', { area })}</p>}
                {directions && <p dir="auto">{t('adminToBake.directions', { directions })}</p>}
              </>
            )}
          </li>
        );
      })}
    </Orders>
  );
}
