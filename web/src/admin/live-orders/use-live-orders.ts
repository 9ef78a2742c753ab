import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { adminToken } from '../../auth/admin-token';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { apiOrigin } from '../../shared/api-origin';
import { useStoredValue } from '../../shared/stored-value';
import { adminHref } from '../admin-paths';
import { showAppBadge } from './app-badge';
import { playChime, prepareChime } from './chime';
import { liveOrdersTexts } from './live-orders-texts';
import { liveSound } from './live-orders-settings';
import type { LiveOrdersState } from './live-orders-state';
import { followOrderEvents, type OrderEvent, type StreamState } from './order-event-stream';

/** The back office's queries that show orders: the orders list, the To bake list, the dashboard's figures. */
export const LIVE_ORDER_QUERIES: ReadonlySet<string> = new Set([
  'AdminOrders',
  'AdminOrdersToBake',
  'AdminShopFigures',
]);

/** Events that come together (a replay after a reconnect) cost one refetch. */
const REFETCH_DELAY_MS = 150;

const notificationPermission = (): NotificationPermission | null =>
  typeof Notification === 'undefined' ? null : Notification.permission;

const useTabVisible = () => {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const changed = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
};

export interface LiveOrders extends LiveOrdersState {
  /** Orders placed since the owner last had the orders list in front of them. */
  unseen: number;
}

/**
 * Follows the live orders stream while the admin is signed in: each event refetches the
 * queries on screen that show orders (the server's lists stay the one truth, so nothing is
 * missed or shown twice, even after a reconnect); each new order rings when the sound is on,
 * counts as unseen until the orders list is seen in a visible tab, and shows a notification
 * while the tab is hidden, when the owner allowed them.
 */
export function useLiveOrders(follow: typeof followOrderEvents = followOrderEvents): LiveOrders {
  const client = useApolloClient();
  const { t, i18n } = useFeatureTexts(liveOrdersTexts);
  const token = useStoredValue(adminToken);
  const sound = useStoredValue(liveSound);
  const visible = useTabVisible();
  const onOrdersPage = useLocation().pathname.startsWith(adminHref('orders'));
  const [stream, setStream] = useState<StreamState>('connecting');
  const [unseen, setUnseen] = useState(0);
  const [notifications, setNotifications] = useState(notificationPermission);

  // The stream's callbacks read what is current without reconnecting when it changes.
  const seeing = visible && onOrdersPage;
  const current = useRef({ sound, seeing, t, language: i18n.language });
  useEffect(() => {
    current.current = { sound, seeing, t, language: i18n.language };
  });
  // The orders list in front of the owner: whatever was new is seen now.
  if (seeing && unseen !== 0) setUnseen(0);

  useEffect(() => {
    if (!token) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void client.refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => LIVE_ORDER_QUERIES.has(query.queryName ?? ''),
        });
      }, REFETCH_DELAY_MS);
    };
    const arrived = (event: OrderEvent) => {
      refetchSoon();
      if (event.type !== 'order.placed') return;
      const now = current.current;
      if (!now.seeing) setUnseen((count) => count + 1);
      if (now.sound) playChime();
      if (document.hidden && notificationPermission() === 'granted') {
        const time = new Date(event.placedAt).toLocaleTimeString(now.language, {
          timeStyle: 'short',
          // The shop's clock, as every other time of the back office.
          timeZone: SHOP_TIME_ZONE,
        });
        new Notification(now.t('adminLiveOrders.newOrderTitle', { id: event.orderId }), {
          body: now.t('adminLiveOrders.newOrderBody', { time }),
          tag: `order-${event.orderId}`,
        });
      }
    };
    const stop = follow({
      url: `${apiOrigin}/api/orders/events`,
      token: () => adminToken.get(),
      onEvent: arrived,
      onOpen: (again) => {
        if (again) refetchSoon();
      },
      onState: setStream,
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, follow, token]);

  useEffect(() => showAppBadge(unseen), [unseen]);

  const setSound = useCallback((on: boolean) => {
    if (on && !prepareChime()) return;
    liveSound.set(on);
    if (on) playChime();
  }, []);

  const askNotifications = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setNotifications);
  }, []);

  return useMemo(
    () => ({ stream, sound, setSound, notifications, askNotifications, unseen }),
    [stream, sound, setSound, notifications, askNotifications, unseen],
  );
}
