import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { paths } from '../shared/paths';
import { AppRoot } from './app-root';
import { pageRoute } from './page-route';
import { ThemeLoading } from './theme-loading';

/**
 * The pages of docs/product.md#storefront-screens, each its own chunk fetched the first time
 * its route is visited, so the first load stays small. The whole back office is one more chunk
 * behind /admin that the storefront never fetches, and that the server does not preload.
 */
const pages: RouteObject[] = [
  pageRoute(paths.home, 'home/home-page', () => import('../home/home-page'), 'HomePage'),
  pageRoute(paths.products, 'catalog/products-page', () => import('../catalog/products-page'), 'ProductsPage'),
  pageRoute(paths.product, 'catalog/product-page', () => import('../catalog/product-page'), 'ProductPage'),
  pageRoute(paths.cart, 'cart/cart-page', () => import('../cart/cart-page'), 'CartPage'),
  pageRoute(paths.checkout, 'checkout/checkout-page', () => import('../checkout/checkout-page'), 'CheckoutPage'),
  pageRoute(
    paths.orderConfirmation,
    'orders/order-confirmation-page',
    () => import('../orders/order-confirmation-page'),
    'OrderConfirmationPage',
  ),
  pageRoute(
    paths.orderLookup,
    'orders/order-lookup-page',
    () => import('../orders/order-lookup-page'),
    'OrderLookupPage',
  ),
  pageRoute(paths.about, 'about/about-page', () => import('../about/about-page'), 'AboutPage'),
  { path: paths.admin.path, lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }) },
  pageRoute(paths.notFound, 'not-found/not-found-page', () => import('../not-found/not-found-page'), 'NotFoundPage'),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: ThemeLoading,
    children: [{ element: <AppLayout />, children: pages }],
  },
];
