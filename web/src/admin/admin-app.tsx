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
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }));
}

interface AdminPageRoute {
  path: string;
  Page: ComponentType;
}

/** A page at its path under /admin, loaded as lazyPage does. */
function pageAt<Name extends string, Module extends Record<Name, ComponentType>>(
  path: string,
  load: () => Promise<Module>,
  name: Name,
): AdminPageRoute {
  return { path, Page: lazyPage(load, name) };
}

const routeTo = ({ path, Page }: AdminPageRoute) => <Route key={path} path={path} element={<Page />} />;

const DashboardPage = lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const AcceptInvitationPage = lazyPage(() => import('./staff/accept-invitation-page'), 'AcceptInvitationPage');

/** What a staff account may open too. */
const staffPages = [
  pageAt('orders', () => import('./orders/orders-admin-page'), 'OrdersAdminPage'),
  pageAt('orders/bake', () => import('./orders/to-bake-page'), 'ToBakePage'),
  pageAt('customers', () => import('./customers/customers-page'), 'CustomersPage'),
  pageAt('customers/:whatsapp', () => import('./customers/customer-orders-page'), 'CustomerOrdersPage'),
  pageAt('sessions', () => import('./sessions/sessions-page'), 'SessionsPage'),
];

/** The owner's alone. */
const ownerPages = [
  pageAt('settings', () => import('./site-settings/site-settings-page'), 'SiteSettingsPage'),
  pageAt('home', () => import('./site-settings/home-settings-page'), 'HomeSettingsPage'),
  pageAt('about', () => import('./site-settings/about-settings-page'), 'AboutSettingsPage'),
  pageAt('contact', () => import('./site-settings/contact-settings-page'), 'ContactSettingsPage'),
  pageAt('navigation', () => import('./site-settings/navigation-settings-page'), 'NavigationSettingsPage'),
  pageAt('footer', () => import('./site-settings/footer-settings-page'), 'FooterSettingsPage'),
  pageAt('categories', () => import('./categories/categories-admin-page'), 'CategoriesAdminPage'),
  pageAt('products', () => import('./products/products-admin-page'), 'ProductsAdminPage'),
  pageAt('delivery', () => import('./delivery-schedule/delivery-schedule-page'), 'DeliverySchedulePage'),
  pageAt('delivery-areas', () => import('./delivery-areas/delivery-areas-page'), 'DeliveryAreasPage'),
  pageAt('vouchers', () => import('./vouchers/vouchers-admin-page'), 'VouchersAdminPage'),
  pageAt('staff', () => import('./staff/staff-page'), 'StaffPage'),
  pageAt('activity', () => import('./activity/activity-page'), 'ActivityPage'),
];

/** The owner's alone, and a visitor is sent to /admin rather than asked to sign in. */
const adminOnlyPages = [
  pageAt('mobile', () => import('./mobile/mobile-settings-page'), 'MobileSettingsPage'),
  pageAt('theme', () => import('./theme/theme-page'), 'ThemePage'),
];

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
            {staffPages.map(routeTo)}
            <Route element={<OwnerOnly />}>{ownerPages.map(routeTo)}</Route>
          </Route>
        </Route>
        <Route element={<RequireAdmin redirectVisitors />}>
          <Route element={<OwnerOnly />}>{adminOnlyPages.map(routeTo)}</Route>
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
