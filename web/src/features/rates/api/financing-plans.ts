import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinancingPlan } from '@shared/estimates/financing.js';
import { financingPlansResponse } from '@shared/estimates/schemas/catalogue.js';
import { apiRequest } from '../../../lib/api-client';
import { PLANS_KEY } from '../../../lib/catalogue-queries';

/** PUT /api/financing-plans: every plan (the last save wins; an empty list offers no financing). */
export function useSaveFinancingPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plans: FinancingPlan[]) =>
      apiRequest('/financing-plans', { method: 'PUT', body: { plans }, schema: financingPlansResponse }),
    onSuccess: (saved) => queryClient.setQueryData(PLANS_KEY, saved),
  });
}
