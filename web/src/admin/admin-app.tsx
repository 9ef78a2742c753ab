import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';
import { Spinner } from '../shared/spinner';
import { acceptInvitationSegment } from './admin-paths';
import { LiveOrdersLayout } from './live-orders/live-orders-layout';
import { BackOfficeManifest } from './shell/back-office-manifest';
import { OwnerOnly } from './shell/owner-only';
import { RequireAdmin } from './shell/require-admin';

/** A page from its own chunk inside the back office's, fetched when first opened. */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage');
// admin-pages: one lazy page per line below.
const MobileSettingsPage = lazyPage(() => import('./mobile/mobile-settings-page'), 'MobileSettingsPage');
const ThemePage = lazyPage(() => import('./theme/theme-page'), 'ThemePage');
const SiteSettingsPage = lazyPage(() => import('./site-settings/site-settings-page'), 'SiteSettingsPage');
const HomeSettingsPage = lazyPage(() => import('./site-settings/home-settings-page'), 'HomeSettingsPage');
const AboutSettingsPage = lazyPage(() => import('./site-settings/about-settings-page'), 'AboutSettingsPage');
const ContactSettingsPage = lazyPage(() => import('./site-settings/contact-settings-page'), 'ContactSettingsPage');
const NavigationSettingsPage = lazyPage(
  () => import('./site-settings/navigation-settings-page'),
  'NavigationSettingsPage',
);
const FooterSettingsPage = lazyPage(() => import('./site-settings/footer-settings-page'), 'FooterSettingsPage');
const CategoriesAdminPage = lazyPage(() => import('./categories/categories-admin-page'), 'CategoriesAdminPage');
const ProductsAdminPage = lazyPage(() => import('./products/products-admin-page'), 'ProductsAdminPage');
const OrdersAdminPage = lazyPage(() => import('./orders/orders-admin-page'), 'OrdersAdminPage');
const ToBakePage = lazyPage(() => import('./orders/to-bake-page'), 'ToBakePage');
const DeliverySchedulePage = lazyPage(
  () => import('./delivery-schedule/delivery-schedule-page'),
  'DeliverySchedulePage',
);
const DeliveryAreasPage = lazyPage(() => import('./delivery-areas/delivery-areas-page'), 'DeliveryAreasPage');
const VouchersAdminPage = lazyPage(() => import('./vouchers/vouchers-admin-page'), 'VouchersAdminPage');
const StaffPage = lazyPage(() => import('./staff/staff-page'), 'StaffPage');
const AcceptInvitationPage = lazyPage(() => import('./staff/accept-invitation-page'), 'AcceptInvitationPage');
const SessionsPage = lazyPage(() => import('./sessions/sessions-page'), 'SessionsPage');
const ActivityPage = lazyPage(() => import('./activity/activity-page'), 'ActivityPage');

/**
 * The back office (docs/product.md#back-office-access): everything under /admin is one lazily loaded bundle, so a
 * shopper never downloads admin code. Every page needs a signed-in account, and all but the
 * dashboard and the orders the owner's (docs/product.md#staff-accounts-and-roles); accepting an
 * invitation needs only its link.
 */
export function AdminApp() {
  return (
    <>
      {/* Installing from any back-office page, the sign-in included, installs the back office. */}
      <BackOfficeManifest />
      <Routes>
        <Route element={<RequireAdmin />}>
          {/* Orders arrive live on every signed-in page: the lists refetch, the tab title counts them. */}
          <Route element={<LiveOrdersLayout />}>
            <Route index element={<DashboardPage />} />
            {/* staff-routes: what a staff account may open too. */}
            <Route path="orders" element={<OrdersAdminPage />} />
            <Route path="orders/bake" element={<ToBakePage />} />
            <Route path="sessions" element={<SessionsPage />} />
            <Route element={<OwnerOnly />}>
              {/* admin-routes: one route per line below. */}
              <Route path="settings" element={<SiteSettingsPage />} />
              <Route path="home" element={<HomeSettingsPage />} />
              <Route path="about" element={<AboutSettingsPage />} />
              <Route path="contact" element={<ContactSettingsPage />} />
              <Route path="navigation" element={<NavigationSettingsPage />} />
              <Route path="footer" element={<FooterSettingsPage />} />
              <Route path="categories" element={<CategoriesAdminPage />} />
              <Route path="products" element={<ProductsAdminPage />} />
              <Route path="delivery" element={<DeliverySchedulePage />} />
              <Route path="delivery-areas" element={<DeliveryAreasPage />} />
              <Route path="vouchers" element={<VouchersAdminPage />} />
              <Route path="staff" element={<StaffPage />} />
              <Route path="activity" element={<ActivityPage />} />
            </Route>
          </Route>
        </Route>
        <Route element={<RequireAdmin redirectVisitors />}>
          <Route element={<OwnerOnly />}>
            {/* admin-only-routes: Mobile Settings and Theme send visitors to /admin. */}
            <Route path="mobile" element={<MobileSettingsPage />} />
            <Route path="theme" element={<ThemePage />} />
          </Route>
        </Route>
        <Route
          path={acceptInvitationSegment}
          element={
            <Suspense fallback={<Spinner />}>
              <AcceptInvitationPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
