import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { paths } from '../shared/paths';
import { AppRoot } from './app-root';
import { ThemeLoading } from './theme-loading';

/**
 * SPEC §2 route table. Each page is its own chunk, fetched the first time its route is
 * visited, so the first load stays small; the whole back office is one more chunk behind
 * /admin that the storefront never fetches.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: ThemeLoading,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('../home/home-page')).HomePage }),
          },
          {
            path: paths.products.path,
            lazy: async () => ({ Component: (await import('../catalog/products-page')).ProductsPage }),
          },
          {
            path: paths.cart.path,
            lazy: async () => ({ Component: (await import('../cart/cart-page')).CartPage }),
          },
          {
            path: paths.checkout.path,
            lazy: async () => ({ Component: (await import('../checkout/checkout-page')).CheckoutPage }),
          },
          {
            path: paths.orderConfirmation.path,
            lazy: async () => ({
              Component: (await import('../orders/order-confirmation-page')).OrderConfirmationPage,
            }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({ Component: (await import('../about/about-page')).AboutPage }),
          },
          {
            path: paths.admin.path,
            lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
          },
          {
            path: paths.notFound.path,
            lazy: async () => ({ Component: (await import('../not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
