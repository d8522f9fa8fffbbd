import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { ISLAND_SLOT_ATTRIBUTE, setIslandCollector } from './components/layout/island';
import { loadRouteModules } from './app/load-route-modules';
import { routes } from './app/router';

/**
 * The build-time renderer of the public pages (web/scripts/prerender.ts): the static markup of
 * `path`, with each island (components/layout/island.tsx) rendered on its own, as its own root
 * hydrates it in the browser (web/src/public/entry.ts). No router runs in the browser on these pages.
 */
export async function renderPage(path: string): Promise<string> {
  await loadRouteModules(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const islands: ReactNode[] = [];
  setIslandCollector((element) => islands.push(element) - 1);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </StrictMode>,
    );
  } finally {
    setIslandCollector(null);
  }
  return html.replace(
    new RegExp(`(<div [^>]*${ISLAND_SLOT_ATTRIBUTE}="(\\d+)"[^>]*>)</div>`, 'g'),
    (_, open: string, slot: string) =>
      `${open}${renderToString(
        <StrictMode>
          <StaticRouter location={path}>{islands[Number(slot)]}</StaticRouter>
        </StrictMode>,
      )}</div>`,
  );
}
