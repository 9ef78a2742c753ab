import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { paths } from '../shared/paths';
import { Spinner } from '../shared/spinner';

/**
 * SPEC §2 route table (the storefront part built so far). Each page is its own chunk, fetched
 * the first time its route is visited, so the first load stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: Spinner,
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
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('../not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
