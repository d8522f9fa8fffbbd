import { useQuery } from '@tanstack/react-query';
import { catalogueResponse, financingPlansResponse } from '@shared/estimates/schemas/catalogue.js';
import { apiRequest } from './api-client';
import { useSessionReady } from './session-context';

// My Rates edits the catalogue and plans, and an estimate's proposal builder picks from them: both read
// them through these hooks, so one cache entry serves both and a save on My Rates shows on the estimate.

/** The catalogue's cache key; saving the rates marks it stale, as the starting catalogue is built from them. */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** The financing plans' cache key. */
export const PLANS_KEY = ['financing-plans'] as const;

/** GET /api/catalogue — the saved catalogue, or the starting one built from the rates (`is_default`). */
export function useCatalogue() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: CATALOGUE_KEY,
    queryFn: ({ signal }) => apiRequest('/catalogue', { schema: catalogueResponse, signal }),
  });
}

/** GET /api/financing-plans — the account's plans (none until some are saved). */
export function useFinancingPlans() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => apiRequest('/financing-plans', { schema: financingPlansResponse, signal }),
  });
}
