import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Client errors (4xx) will not change on retry; server and network failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A new query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's query cache; module-level so it survives leaving and re-entering the signed-in area. */
export const queryClient = createQueryClient();
