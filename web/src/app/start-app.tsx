import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

/**
 * Mounts the app in the empty SPA shell. Prerendered public pages never start it: they load the
 * public entry and its islands instead (docs/decisions.md, "Public pages as islands").
 */
export function startApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
