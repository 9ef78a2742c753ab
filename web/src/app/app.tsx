import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { preloadNavigationBars } from '../layout/navigation-bars';
import { recordAnswer } from '../shared/query-policy';
import { RenderHintsProvider, type RenderHints } from '../ssr/render-hints';
import { resolveLazyRoutes } from '../ssr/resolve-lazy-routes';
import type { SsrPayload } from '../ssr/ssr-payload';
import { canHydrate } from '../ssr/start-language';
import { mediaQuery } from '../theme/media';
import { createApolloClient } from './apollo-client';
import { AppProviders } from './app-providers';
import { AppRouter } from './app-router';
import { discardUnusedData } from './cache-retention';
import { routes } from './routes';

/**
 * The app as the browser runs it. For a server-rendered page (payload given) it first gets
 * ready to hydrate: the matched page's code is loaded, Apollo's cache takes the server's
 * answers (counted as fresh, so no query is sent again), and the router and the media queries
 * start from what the server rendered.
 */
export async function createApp(payload: SsrPayload | null): Promise<ReactElement> {
  const isDesktop = window.matchMedia(mediaQuery.md).matches;
  // The navigation code is on its way with the first page's (a server-rendered page's script
  // loader has asked for it already).
  preloadNavigationBars(canHydrate(payload) ? 'both' : isDesktop ? 'desktop' : 'phone');
  if (payload) await resolveLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : undefined);
  const apolloClient = createApolloClient(() => i18n.language);
  // The server's answers hold the owner's texts in the page's language: taken only when the
  // page is hydrated in it; a page started in the other language asks again.
  if (payload && canHydrate(payload)) {
    apolloClient.cache.restore(payload.apollo);
    payload.operations.forEach((operation) => recordAnswer(operation));
  }
  // The same on a switch of language: every answer is dropped and the shown ones asked again
  // (a query in flight at that moment is cancelled by the reset: its error is expected), and
  // the cart's lines are renamed in the new language (code fetched then: 1.9 kB gzip that a
  // first page would otherwise carry).
  i18n.on('languageChanged', () => {
    void apolloClient
      .resetStore()
      .catch(() => undefined)
      .then(() => import('../cart/cart-language'))
      .then(({ renameCartLines }) => renameCartLines(apolloClient))
      .catch(() => undefined);
  });
  discardUnusedData(apolloClient);
  const hints: RenderHints = payload
    ? { viewport: payload.viewport, origin: payload.origin }
    : { viewport: isDesktop ? 'desktop' : 'phone', origin: window.location.origin };

  return (
    <I18nextProvider i18n={i18n}>
      <RenderHintsProvider hints={hints}>
        <AppProviders client={apolloClient}>
          <AppRouter router={router} />
        </AppProviders>
      </RenderHintsProvider>
    </I18nextProvider>
  );
}
