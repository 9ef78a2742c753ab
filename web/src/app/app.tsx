import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo-client';
import { AppProviders } from './app-providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const apolloClient = createApolloClient();

export function App() {
  return (
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
