import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { bahrainDay } from '@crumb/shared/shop-time';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { TextField } from '../../shared/text-field';
import { MessagePanel } from '../../shared/message-panel';
import { color } from '../../theme/tokens';
import { InlineFieldset } from '../shared/admin-form';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { LiveOrdersControls } from '../live-orders/live-orders-controls';
import { AdminPage } from '../shell/admin-page';
import { bakingList, type BakingWindow } from './baking-list';
import { OrderHeading, Orders, Window } from './baking-sheet';
import { driverRoute } from './driver-route';
import { DriverRouteSheet } from './driver-route-sheet';
import { OrderStatusBadge } from './order-status-badge';
import { useLineName } from './line-name';
import { ordersTexts } from './orders-texts';
import { OrdersViewNav } from './orders-view-nav';
import { AdminOrdersToBakeDocument } from '../graphql/generated';

/**
 * On paper only the baking list, or only the driver's route when that is printed (the page marks
 * itself so for the time of printing): the shop's and the back office's bars, the page's header,
 * the day picker and the buttons stay on screen.
 */
const PrintOnlyTheList = createGlobalStyle`
  @media print {
    header, footer, nav, button, [data-print-hide] {
      display: none !important;
    }

    html:not([data-printing-route]) [data-driver-route],
    html[data-printing-route] [data-baking-list] {
      display: none !important;
    }

    body {
      background: #fff !important;
      color: #000 !important;
    }
  }
`;

const DayPicker = styled(InlineFieldset)`
  align-items: end;
  gap: 0.75rem;

  legend {
    margin-block-end: 0.5rem;
  }
`;

const List = styled.section`
  display: grid;
  gap: 1.25rem;

  h2 {
    font-size: 1.375rem;
  }

  h3 {
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Line = styled.li`
  font-weight: 600;
`;

const Message = styled.span`
  display: block;
  font-weight: 700;
  font-style: italic;
`;

const Note = styled.p`
  color: ${color('mutedForeground')};
`;

const PrintRouteButton = styled(Button)`
  justify-self: start;
`;

/** Prints the driver's route alone: the page is marked so until the browser is done printing. */
function printDriverRoute() {
  const root = document.documentElement;
  root.dataset.printingRoute = '';
  window.addEventListener('afterprint', () => delete root.dataset.printingRoute, { once: true });
  window.print();
}

/** The owner's day: /admin/orders/bake, the orders to deliver on a day as a printable baking list. */
export function ToBakePage() {
  const { t } = useFeatureTexts(ordersTexts);
  const [day, setDay] = useState(() => bahrainDay());
  const shortcuts = [
    { shortcut: bahrainDay(), label: t('adminToBake.today') },
    { shortcut: bahrainDay(1), label: t('adminToBake.tomorrow') },
  ];

  return (
    <AdminPage
      title={t('adminToBake.title')}
      description={t('adminToBake.description')}
      actions={
        <>
          <LiveOrdersControls />
          <Button onClick={() => window.print()}>{t('adminToBake.print')}</Button>
        </>
      }
    >
      <PrintOnlyTheList />
      <OrdersViewNav />
      <DayPicker data-print-hide>
        <legend>{t('adminToBake.dayChoice')}</legend>
        {shortcuts.map(({ shortcut, label }) => (
          <Button
            key={label}
            $variant={day === shortcut ? 'primary' : 'outline'}
            aria-pressed={day === shortcut}
            onClick={() => setDay(shortcut)}
          >
            {label}
          </Button>
        ))}
        <TextField
          id="to-bake-day"
          label={t('adminToBake.day')}
          type="date"
          value={day}
          required
          onChange={(event) => event.target.value && setDay(event.target.value)}
        />
      </DayPicker>
      <BakingList day={day} />
    </AdminPage>
  );
}

function BakingList({ day }: { day: string }) {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  const lineName = useLineName();
  const { data, error, refetch } = useQuery(AdminOrdersToBakeDocument, {
    ...adminQueryOptions,
    variables: { date: day },
  });

  if (!data) {
    return (
      <ListLoadState
        query={{ error, refetch }}
        loadingText={t('adminToBake.loading')}
        errorText={t('adminToBake.loadError')}
      />
    );
  }
  const title = t('adminToBake.listTitle', { day: deliveryDayLabel(day, i18n.language) });
  if (data.ordersToBake.length === 0) {
    return <MessagePanel title={t('adminToBake.empty')} description={title} />;
  }

  const { windows, totals } = bakingList(data.ordersToBake, lineName);
  const arabic = i18n.language === 'ar';
  const route = driverRoute(
    data.ordersToBake,
    (order) => (arabic ? order.zoneAr || order.zone : order.zone),
    i18n.language,
  );
  return (
    <List aria-labelledby="baking-list-title">
      <h2 id="baking-list-title">{title}</h2>
      <p role="status">{t('adminToBake.orders', { count: data.ordersToBake.length })}</p>
      <Window aria-labelledby="baking-list-totals" data-baking-list>
        <h3 id="baking-list-totals">{t('adminToBake.inAll')}</h3>
        <ul>
          {totals.map((total) => (
            <Line key={total.name} dir="auto">
              {t('adminToBake.itemLine', { quantity: total.quantity, name: total.name })}
            </Line>
          ))}
        </ul>
      </Window>
      {windows.map((window) => (
        <WindowOrders key={window.id ?? ''} window={window} />
      ))}
      {route && (
        <>
          <PrintRouteButton $variant="outline" onClick={printDriverRoute}>
            {t('adminToBake.printRoute')}
          </PrintRouteButton>
          <DriverRouteSheet route={route} />
        </>
      )}
    </List>
  );
}

function WindowOrders({ window }: { window: BakingWindow }) {
  const { t } = useFeatureTexts(ordersTexts);
  const lineName = useLineName();
  const headingId = `baking-window-${window.id ?? 'none'}`;
  const name =
    window.id === null
      ? t('adminToBake.noWindow')
      : window.start && window.end
        ? t('adminToBake.window', { start: window.start, end: window.end })
        : window.id;
  return (
    <Window aria-labelledby={headingId} data-baking-list>
      <h3 id={headingId}>
        {name} · {t('adminToBake.orders', { count: window.orders.length })}
      </h3>
      <Orders>
        {window.orders.map((order) => (
          <li key={order.id}>
            <OrderHeading>
              <h4 dir="auto">{t('adminToBake.orderTitle', { id: order.id, name: order.customerName })}</h4>
              <OrderStatusBadge status={order.status} />
            </OrderHeading>
            <ul>
              {order.items.map((item, index) => (
                <Line key={index}>
                  <span dir="auto">{t('adminToBake.itemLine', { quantity: item.quantity, name: lineName(item) })}</span>
                  {item.message && <Message dir="auto">{t('adminToBake.message', { message: item.message })}</Message>}
                </Line>
              ))}
            </ul>
            {order.note && <Note dir="auto">{t('adminToBake.note', { note: order.note })}</Note>}
          </li>
        ))}
      </Orders>
    </Window>
  );
}
