import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../app/apollo-client';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';

interface RenderRouteOptions {
  language?: Language;
}

/**
 * Renders the app's real route table at a URL, with the real providers and a fresh Apollo
 * cache, against the MSW handlers. Returns the router to inspect the location.
 */
export async function renderRoute(url: string, { language = 'en' }: RenderRouteOptions = {}) {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
