import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinancingPlan } from '@shared/estimates/financing.js';
import { financingPlansResponse } from '@shared/estimates/schemas/catalogue.js';
import { apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';

const PLANS_KEY = ['financing-plans'] as const;

/** GET /api/financing-plans — the account's plans (none until some are saved). */
export function useFinancingPlans() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => apiRequest('/financing-plans', { schema: financingPlansResponse, signal }),
  });
}

/** PUT /api/financing-plans: every plan (the last save wins; an empty list offers no financing). */
export function useSaveFinancingPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plans: FinancingPlan[]) =>
      apiRequest('/financing-plans', { method: 'PUT', body: { plans }, schema: financingPlansResponse }),
    onSuccess: (saved) => queryClient.setQueryData(PLANS_KEY, saved),
  });
}
