import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageKind, RenderedPage, RenderRequest, ServerEntry } from '@crumb/shared/server-entry-contract';
import { AppProviders } from './app/app-providers';
import { routes } from './app/routes';
import { createI18n } from './i18n/create-i18n';
import { frameModules, isPageModuleHandle } from './ssr/page-modules';
import { splitHoistedTags } from './ssr/hoisted-tags';
import { RenderHintsProvider } from './ssr/render-hints';
import { pageLanguage, pageViewport } from './ssr/request-hints';
import { createServerApolloClient, type OperationLog } from './ssr/server-apollo-client';
import { serializeForScript, SSR_PAYLOAD_ID, type SsrPayload } from './ssr/ssr-payload';
import { themeBootScript } from './theme/theme-boot-script';

/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist/server and loaded
 * by the API's ssr plugin). One call renders one page: its route's code, its GraphQL queries
 * answered in-process, its texts in the request's language, its styles, and the data the
 * browser needs to hydrate it without asking again.
 */

export { pageLanguage, pageViewport, themeBootScript };
export { SSR_PAYLOAD_ID } from './ssr/ssr-payload';

/** The storefront's pages and frame modules by screen, for the bundle report (scripts/report-bundle.mjs). */
export const storefrontModules = {
  pages: routes.flatMap(function pages(route): string[] {
    return [
      ...(isPageModuleHandle(route.handle) ? [route.handle.module] : []),
      ...(route.children ?? []).flatMap(pages),
    ];
  }),
  frames: frameModules,
};

/**
 * What the server does with an address: a storefront page is rendered, every unknown address
 * gets the one not-found page (so the server renders it once for them all), and the back
 * office is rendered in the browser.
 */
export function pageKind(pathname: string): PageKind {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!page || page.path === '*') return 'not-found';
  return isPageModuleHandle(page.handle) ? 'storefront' : 'client';
}

// Route modules load once, on the first request that needs them; the handler keeps them.
const handler = createStaticHandler(routes);

export async function render({
  url,
  language,
  languageFromAddress,
  viewport,
  graphql,
  signal,
}: RenderRequest): Promise<RenderedPage> {
  const address = new URL(url);
  const context = await handler.query(new Request(address));
  // No route has a loader or an action, so nothing answers with a redirect.
  if (context instanceof Response) throw new Error(`The route of ${address.pathname} answered with a Response`);

  const log: OperationLog = { answered: new Set(), failed: false };
  let pageNotFound = false;
  const onNotFound = () => {
    pageNotFound = true;
  };
  const client = createServerApolloClient(graphql, log);
  // The shared texts; each feature's component adds its namespace as it renders (feature-texts.ts).
  const i18n = createI18n(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <RenderHintsProvider hints={{ viewport, origin: address.origin, onNotFound }}>
        <AppProviders client={client}>
          {/* No inline hydration script (the CSP allows none): the data goes in the payload below. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderHintsProvider>
    </I18nextProvider>
  );

  // Renders until every query the page makes is answered; each pass collects its own styles,
  // and the last pass's are the page's.
  let sheet = new ServerStyleSheet();
  const { result, aborted } = await prerenderStatic({
    tree,
    context: { client },
    signal,
    renderFunction: (element) => {
      sheet.seal();
      sheet = new ServerStyleSheet();
      // Every boundary inline, in place: React would otherwise move large ones to the end of the
      // document behind inline scripts that put them back, which the CSP (script-src 'self') blocks.
      return prerenderToNodeStream(sheet.collectStyles(element), {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
    },
  });
  const styles = sheet.getStyleTags();
  sheet.seal();

  const matches = context.matches.map((match) => match.route);
  const notFound = matches.at(-1)?.path === '*' || pageNotFound;
  const { head, body } = splitHoistedTags(result);
  const payload: SsrPayload = {
    language,
    languageFromAddress,
    viewport,
    origin: address.origin,
    apollo: client.extract() as Record<string, unknown>,
    operations: [...log.answered],
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  client.stop();
  return {
    status: notFound ? 404 : 200,
    head: head + styles,
    html: body,
    dataScript: `<script type="application/json" id="${SSR_PAYLOAD_ID}">${serializeForScript(payload)}</script>`,
    modules: [
      ...matches.flatMap((route) => (isPageModuleHandle(route.handle) ? [route.handle.module] : [])),
      ...frameModules[viewport],
    ],
    complete: !log.failed && !aborted,
  };
}

// The API's ssr plugin loads this module as a ServerEntry: held to the shared contract here.
void ({ render, pageLanguage, pageViewport, pageKind, themeBootScript } satisfies ServerEntry);
