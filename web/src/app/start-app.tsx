import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { PAGE_HYDRATED_EVENT } from '../lib/hydration';
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
  // A new task: the route module was just evaluated in this one.
  await new Promise((resolve) => setTimeout(resolve));
  // The page content hydrates after the root (RootLayout's boundary); input typed into a field React has not
  // adopted yet would be lost, so the page stays marked inert to assistive technology until then.
  document.addEventListener(PAGE_HYDRATED_EVENT, () => container.removeAttribute('aria-disabled'), {
    once: true,
  });
  // Hydration data (even empty) tells the router the page was rendered on the server, so it neither
  // shows its fallback nor scrolls a visitor who already scrolled back to the top.
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createAppRouter({ hydrationData: {} })} />
    </StrictMode>,
  );
}
