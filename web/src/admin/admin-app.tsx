import './admin-texts';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';
import { RequireAdmin } from './shell/require-admin';

// Each page is its own chunk inside the back office's, fetched when first opened.
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard/dashboard-page')).DashboardPage }));
// admin-pages: one lazy page per line below (kept in SPEC §2 order).

/**
 * The back office (SPEC §2 Admin): everything under /admin is one lazily loaded bundle, so a
 * shopper never downloads admin code. Every page needs a signed-in admin.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route index element={<DashboardPage />} />
        {/* admin-routes: one route per line below. */}
      </Route>
      <Route element={<RequireAdmin redirectVisitors />}>
        {/* admin-only-routes: Mobile Settings and Theme send visitors to /admin. */}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
