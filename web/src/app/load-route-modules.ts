import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Resolves, in place, the `lazy` modules of the routes matching `location`. A prerendered page must
 * render its real component on the first pass — on the server, and on the client before hydrating,
 * where a still-lazy match would make the router render its fallback and mismatch the HTML.
 */
export async function loadRouteModules(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
