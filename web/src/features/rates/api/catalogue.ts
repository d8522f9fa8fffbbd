import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Catalogue } from '@shared/estimates/catalogue.js';
import { catalogueResponse } from '@shared/estimates/schemas/catalogue.js';
import { apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';

/** The catalogue's cache key; saving the rates marks it stale, as the starting catalogue is built from them. */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** GET /api/catalogue — the saved catalogue, or the starting one built from the rates (`is_default`). */
export function useCatalogue() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: CATALOGUE_KEY,
    queryFn: ({ signal }) => apiRequest('/catalogue', { schema: catalogueResponse, signal }),
  });
}

/** PUT /api/catalogue: the whole catalogue (the last save wins). */
export function useSaveCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (catalogue: Catalogue) =>
      apiRequest('/catalogue', { method: 'PUT', body: { catalogue }, schema: catalogueResponse }),
    onSuccess: (saved) => queryClient.setQueryData(CATALOGUE_KEY, saved),
  });
}
