import { Outlet } from 'react-router-dom';
import { AdminTitleCount } from '../shell/admin-title-count';
import { LiveOrdersContext } from './live-orders-state';
import { useLiveOrders } from './use-live-orders';

/** Around the signed-in back office's pages: the live orders, and their unseen count in every tab title. */
export function LiveOrdersLayout() {
  const { unseen, ...state } = useLiveOrders();
  return (
    <LiveOrdersContext.Provider value={state}>
      <AdminTitleCount.Provider value={unseen}>
        <Outlet />
      </AdminTitleCount.Provider>
    </LiveOrdersContext.Provider>
  );
}
