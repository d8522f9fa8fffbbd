import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rates } from '@shared/estimates/pricing.js';
import { ratesResponse, type RatesResponse } from '@shared/estimates/schemas/rates.js';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';
import { CATALOGUE_KEY } from '../../../lib/catalogue-queries';

const RATES_KEY = ['rates', 'me'] as const;

/** GET /api/rates/me — the saved rates, or null when none are saved (a 404 means "use the defaults"). */
export function useMyRates() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: RATES_KEY,
    queryFn: async ({ signal }): Promise<RatesResponse | null> => {
      try {
        return await apiRequest('/rates/me', { schema: ratesResponse, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/rates/me. */
export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: Rates) =>
      apiRequest('/rates/me', { method: 'POST', body: { rates }, schema: ratesResponse }),
    onSuccess: (saved) => {
      queryClient.setQueryData(RATES_KEY, saved);
      // Until a catalogue is saved, GET /api/catalogue builds it from the rates (docs/decisions.md).
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
  });
}
