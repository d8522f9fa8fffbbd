import { useEffect, useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import type { LoginRedirectState } from '../lib/session-context';
import { queryClient } from './query-client';
import { SessionProvider } from './session-provider';
import { StepUpPrompt } from './step-up-prompt';

/**
 * Wraps the sign-in screens and the dashboard with TanStack Query and the session. It is a lazy
 * layout route, so the landing and other public pages never download either.
 */
export function SessionLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    // A 401 goes to /login through the router (no page reload), remembering where the user was.
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = locationRef.current;
      if (pathname === '/login') return;
      const state: LoginRedirectState = { from: { pathname, search, hash } };
      void navigate('/login', { replace: true, state });
    });
    // An unmounted router cannot navigate: its handler must not outlive it.
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Outlet />
        <StepUpPrompt />
      </SessionProvider>
    </QueryClientProvider>
  );
}
