import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';
import { RequireAdmin } from './shell/require-admin';

// Each page is its own chunk inside the back office's, fetched when first opened.
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard/dashboard-page')).DashboardPage }));
// admin-pages: one lazy page per line below (kept in SPEC §2 order).
const MobileSettingsPage = lazy(async () => ({
  default: (await import('./mobile/mobile-settings-page')).MobileSettingsPage,
}));
const ThemePage = lazy(async () => ({ default: (await import('./theme/theme-page')).ThemePage }));
const SiteSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/site-settings-page')).SiteSettingsPage,
}));
const HomeSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/home-settings-page')).HomeSettingsPage,
}));
const AboutSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/about-settings-page')).AboutSettingsPage,
}));
const ContactSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/contact-settings-page')).ContactSettingsPage,
}));
const NavigationSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/navigation-settings-page')).NavigationSettingsPage,
}));
const FooterSettingsPage = lazy(async () => ({
  default: (await import('./site-settings/footer-settings-page')).FooterSettingsPage,
}));
const CategoriesAdminPage = lazy(async () => ({
  default: (await import('./categories/categories-admin-page')).CategoriesAdminPage,
}));
const ProductsAdminPage = lazy(async () => ({
  default: (await import('./products/products-admin-page')).ProductsAdminPage,
}));
const OrdersAdminPage = lazy(async () => ({ default: (await import('./orders/orders-admin-page')).OrdersAdminPage }));
const ToBakePage = lazy(async () => ({ default: (await import('./orders/to-bake-page')).ToBakePage }));
const DeliverySchedulePage = lazy(async () => ({
  default: (await import('./delivery-schedule/delivery-schedule-page')).DeliverySchedulePage,
}));
const VouchersAdminPage = lazy(async () => ({
  default: (await import('./vouchers/vouchers-admin-page')).VouchersAdminPage,
}));

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
        <Route path="settings" element={<SiteSettingsPage />} />
        <Route path="home" element={<HomeSettingsPage />} />
        <Route path="about" element={<AboutSettingsPage />} />
        <Route path="contact" element={<ContactSettingsPage />} />
        <Route path="navigation" element={<NavigationSettingsPage />} />
        <Route path="footer" element={<FooterSettingsPage />} />
        <Route path="categories" element={<CategoriesAdminPage />} />
        <Route path="products" element={<ProductsAdminPage />} />
        <Route path="orders" element={<OrdersAdminPage />} />
        <Route path="orders/bake" element={<ToBakePage />} />
        <Route path="delivery" element={<DeliverySchedulePage />} />
        <Route path="vouchers" element={<VouchersAdminPage />} />
      </Route>
      <Route element={<RequireAdmin redirectVisitors />}>
        {/* admin-only-routes: Mobile Settings and Theme send visitors to /admin. */}
        <Route path="mobile" element={<MobileSettingsPage />} />
        <Route path="theme" element={<ThemePage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
