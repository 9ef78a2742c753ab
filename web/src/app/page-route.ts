import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageModule } from '../ssr/page-modules';

/**
 * A storefront page's route. The page is its own chunk, fetched the first time its route is
 * visited. `page` is its source file under src/ ('cart/cart-page'), which the server looks up in
 * the build's manifest to preload that chunk with a server-rendered page; `load` imports the
 * same file, a literal `import()` at each route so that Vite splits it off.
 */
export function pageRoute<Name extends string, Module extends Record<Name, ComponentType>>(
  route: { path: string },
  page: string,
  load: () => Promise<Module>,
  name: Name,
): RouteObject {
  return {
    path: route.path,
    handle: pageModule(`src/${page}.tsx`),
    lazy: async () => ({ Component: (await load())[name] }),
  };
}
