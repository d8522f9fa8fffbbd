import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadRouteModules } from './app/load-route-modules';
import { routes } from './app/router';

/**
 * The build-time renderer of the public pages (web/scripts/prerender.ts): the markup of `path` as the
 * client's first render will produce it, for hydration. No hydration data script is emitted (the CSP
 * forbids inline scripts and the public routes have no loaders).
 */
export async function renderPage(path: string): Promise<string> {
  await loadRouteModules(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </StrictMode>,
  );
}
