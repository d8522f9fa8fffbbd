import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from 'react-router';
import { Island } from '../components/layout/island';
import { LogoMark } from '../components/layout/logo';
import { setPublicShellAddon } from '../components/layout/public-shell';
import { buttonClasses } from '../components/ui/button';
import { ChatbotLauncher } from '../features/chatbot/components/chatbot-launcher';
import { usePublicPageTitle } from '../lib/page-title';

// Every public page offers the chat; the shared public shell shows what the app gives it. On a
// prerendered page the launcher is static HTML until its first use.
setPublicShellAddon(
  <Island name="chatbot" load="interaction">
    <ChatbotLauncher />
  </Island>,
);

/** The root route: page outlet, scroll restoration and a thin progress bar while a route module loads. */
export function RootLayout() {
  const navigation = useNavigation();
  usePublicPageTitle();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent-100"
        >
          <div className="h-full w-1/3 animate-pulse bg-accent-500" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route module downloads. */
export function RouteFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <LogoMark className="size-10 animate-pulse motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/**
 * Shown when a route throws or its module cannot load (typically an old tab after a deploy replaced
 * the chunks), so the user gets a way forward instead of a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page failed to load.';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <LogoMark className="size-10" />
      <h1 className="mt-6 text-2xl font-bold text-brand-950">Something went wrong</h1>
      <p className="mt-2 text-slate-600">{message} Reloading usually fixes it.</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to home page
        </Link>
      </div>
    </main>
  );
}
