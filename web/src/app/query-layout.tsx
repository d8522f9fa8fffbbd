import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Gives the homeowner's pages (proposal portal, signing) TanStack Query without the session. It is a
 * lazy layout route, so the landing and marketing pages never download it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
