import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apollo-client';
import { AppProviders } from '../app/app-providers';
import { AppRouter } from '../app/app-router';
import { routes } from '../app/routes';
import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';

interface RenderRouteOptions {
  language?: Language;
  /** Navigation state the page is opened with, as another page would pass it. */
  state?: unknown;
}

/**
 * Renders the app's real route table at a URL, with the real providers and a fresh Apollo
 * cache, against the MSW handlers. Returns the router to inspect the location.
 */
export async function renderRoute(url: string, { language = 'en', state }: RenderRouteOptions = {}) {
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: new URL(url, 'http://shop').pathname, search: new URL(url, 'http://shop').search, state },
    ],
  });
  const user = userEvent.setup();
  const view = render(
    // The interface's language goes with every call as Accept-Language, as in the app.
    <AppProviders client={createApolloClient(() => i18n.language)}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
