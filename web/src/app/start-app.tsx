import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadRouteModules } from './load-route-modules';
import { createAppRouter, routes } from './router';

/**
 * Mounts the app in `container`. A prerendered public page (the root already holds its HTML) is
 * hydrated once its route module is loaded; the empty SPA shell of every other route renders on the
 * client.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  if (!container.firstElementChild) {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  await loadRouteModules(routes, window.location.pathname);
  // Hydration data (even empty) tells the router the page was rendered on the server, so it neither
  // shows its fallback nor scrolls a visitor who already scrolled back to the top.
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createAppRouter({ hydrationData: {} })} />
    </StrictMode>,
  );
}
