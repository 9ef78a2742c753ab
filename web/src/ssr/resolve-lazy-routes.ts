import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazily loaded routes that match the address before the router is created, as React
 * Router asks for hydration: a router that still has a route to load renders its fallback
 * ('Loading theme...') first, which is not what the server sent.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
