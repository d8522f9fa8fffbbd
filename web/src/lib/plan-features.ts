import { useQuery } from '@tanstack/react-query';
import { subscriptionResponse } from '@shared/billing/schemas/billing.js';
import { apiRequest } from './api-client';
import { useSessionReady } from './session-context';

// The Billing page and every feature that hides what the plan lacks read the account's plan through
// this one cache entry, so a plan change on Billing shows everywhere at once.

/** The subscription's cache key (the Billing page invalidates everything under `billing`). */
export const SUBSCRIPTION_KEY = ['billing', 'subscription'] as const;

/** GET /api/subscriptions/me — the account's plan and entitlements. */
export function useSubscriptionQuery(poll = false) {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => apiRequest('/subscriptions/me', { schema: subscriptionResponse }),
    refetchInterval: poll ? 2_000 : false,
  });
}

/**
 * Whether the account may request digital signatures: false only once the plan is known to lack them
 * (while it loads the buttons stay, and the API still refuses with the reason).
 */
export function useSignaturesAllowed(): boolean {
  const { data } = useSubscriptionQuery();
  return data?.signatures ?? true;
}
