import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkoutResponse,
  invoicesResponse,
  portalResponse,
  prorationPreviewResponse,
  subscriptionResponse,
  type PlanChangeRequest,
  type PlanChoice,
  type SubscribeRequest,
} from '@shared/billing/schemas/billing.js';
import { apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY } from '../../../lib/plan-features';
const INVOICES_KEY = ['billing', 'invoices'] as const;

/** GET /api/subscriptions/me; polls every 2 s while `poll` (e.g. just back from Checkout, waiting for the webhook). */
export function useSubscription(poll = false) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => apiRequest('/subscriptions/me', { schema: subscriptionResponse }),
    refetchInterval: poll ? 2_000 : false,
  });
}

/** GET /api/subscriptions/invoices?limit=6 — Billing History. */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: () => apiRequest('/subscriptions/invoices', { query: { limit: 6 }, schema: invoicesResponse }),
  });
}

function useBillingMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** POST /api/subscriptions/checkout — Stripe Checkout for a new subscription. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (choice: SubscribeRequest) =>
      apiRequest('/subscriptions/checkout', { method: 'POST', body: choice, schema: checkoutResponse }),
  });
}

/** POST /api/subscriptions/preview — the prorated amount of a plan change. */
export function usePlanPreview() {
  return useMutation({
    mutationFn: (choice: PlanChoice) =>
      apiRequest('/subscriptions/preview', {
        method: 'POST',
        body: choice,
        schema: prorationPreviewResponse,
      }),
  });
}

/** POST /api/subscriptions/change */
export function useChangePlan() {
  return useBillingMutation((choice: PlanChangeRequest) =>
    apiRequest('/subscriptions/change', { method: 'POST', body: choice, schema: subscriptionResponse }),
  );
}

/** POST /api/subscriptions/cancel — at the period end. */
export function useCancelSubscription() {
  return useBillingMutation((reason: string) =>
    apiRequest('/subscriptions/cancel', { method: 'POST', body: { reason }, schema: subscriptionResponse }),
  );
}

/** POST /api/subscriptions/resume — undo the cancellation. */
export function useResumeSubscription() {
  return useBillingMutation(() =>
    apiRequest('/subscriptions/resume', { method: 'POST', schema: subscriptionResponse }),
  );
}

/** POST /api/subscriptions/portal — Stripe's hosted portal (card updates happen there, never on our pages). */
export function usePortal() {
  return useMutation({
    mutationFn: () => apiRequest('/subscriptions/portal', { method: 'POST', schema: portalResponse }),
  });
}
