import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloadNavigationBars } from '../layout/navigation-bars';
import { mediaQuery } from '../theme/media';
import { createApolloClient } from './apollo-client';
import { AppProviders } from './app-providers';
import { discardUnusedData } from './cache-retention';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const apolloClient = createApolloClient();
discardUnusedData(apolloClient);
// The first page's code is on its way (the router fetched it above): this screen's navigation too.
preloadNavigationBars(window.matchMedia(mediaQuery.md).matches);

export function App() {
  return (
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
