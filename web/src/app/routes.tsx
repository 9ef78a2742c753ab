import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { paths } from '../shared/paths';
import { pageModule } from '../ssr/page-modules';
import { AppRoot } from './app-root';
import { ThemeLoading } from './theme-loading';

/**
 * The routes of docs/product.md#storefront-screens. Each page is its own chunk, fetched the first time its route is
 * visited, so the first load stays small; the whole back office is one more chunk behind
 * /admin that the storefront never fetches. Each storefront page names its source file, for
 * the server to preload its chunks with a server-rendered page (ssr/page-modules.ts).
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
            handle: pageModule('src/home/home-page.tsx'),
            lazy: async () => ({ Component: (await import('../home/home-page')).HomePage }),
          },
          {
            path: paths.products.path,
            handle: pageModule('src/catalog/products-page.tsx'),
            lazy: async () => ({ Component: (await import('../catalog/products-page')).ProductsPage }),
          },
          {
            path: paths.product.path,
            handle: pageModule('src/catalog/product-page.tsx'),
            lazy: async () => ({ Component: (await import('../catalog/product-page')).ProductPage }),
          },
          {
            path: paths.cart.path,
            handle: pageModule('src/cart/cart-page.tsx'),
            lazy: async () => ({ Component: (await import('../cart/cart-page')).CartPage }),
          },
          {
            path: paths.checkout.path,
            handle: pageModule('src/checkout/checkout-page.tsx'),
            lazy: async () => ({ Component: (await import('../checkout/checkout-page')).CheckoutPage }),
          },
          {
            path: paths.orderConfirmation.path,
            handle: pageModule('src/orders/order-confirmation-page.tsx'),
            lazy: async () => ({
              Component: (await import('../orders/order-confirmation-page')).OrderConfirmationPage,
            }),
          },
          {
            path: paths.orderLookup.path,
            handle: pageModule('src/orders/order-lookup-page.tsx'),
            lazy: async () => ({ Component: (await import('../orders/order-lookup-page')).OrderLookupPage }),
          },
          {
            path: paths.about.path,
            handle: pageModule('src/about/about-page.tsx'),
            lazy: async () => ({ Component: (await import('../about/about-page')).AboutPage }),
          },
          {
            path: paths.admin.path,
            lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
          },
          {
            path: paths.notFound.path,
            handle: pageModule('src/not-found/not-found-page.tsx'),
            lazy: async () => ({ Component: (await import('../not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
