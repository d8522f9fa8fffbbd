import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listUsersResponse, userView } from '@shared/accounts/schemas/auth.js';
import { campaign, type UpdateCampaignRequest } from '@shared/public-site/schemas/campaign.js';
import { crmTodayResponse, operatorNotificationsView } from '@shared/operations/schemas/crm.js';
import { pausedMailResponse } from '@shared/mail/schemas/mail-health.js';
import { messageResponse } from '@shared/accounts/schemas/auth.js';
import { paymentFeesView, type PaymentFeesView } from '@shared/payments/schemas/payments.js';
import { apiRequest, ApiError } from '../../../lib/api-client';

const PAUSED_MAIL_KEY = ['operator', 'paused-mail'] as const;

/** GET /api/admin/paused-mail — accounts whose customer mail is paused for bounces or complaints. */
export function usePausedMail() {
  return useQuery({
    queryKey: PAUSED_MAIL_KEY,
    queryFn: () => apiRequest('/admin/paused-mail', { schema: pausedMailResponse }),
  });
}

/** DELETE /api/admin/paused-mail/{id} — lift one account's pause after review. */
export function useResumeMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest(`/admin/paused-mail/${accountId}`, { method: 'DELETE', schema: messageResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAUSED_MAIL_KEY }),
  });
}

/** GET /api/crm/today — the operator home's figures. */
export function useOperatorToday() {
  return useQuery({
    queryKey: ['operator', 'today'],
    queryFn: () => apiRequest('/crm/today', { schema: crmTodayResponse }),
  });
}

const NOTIFICATIONS_KEY = ['operator', 'notifications'] as const;

/** GET /api/crm/notifications — where new-submission mails go. */
export function useOperatorNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest('/crm/notifications', { schema: operatorNotificationsView }),
  });
}

/** PUT /api/crm/notifications — change that address. */
export function useSaveOperatorNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) =>
      apiRequest('/crm/notifications', { method: 'PUT', body: { email }, schema: operatorNotificationsView }),
    onSuccess: (data) => queryClient.setQueryData(NOTIFICATIONS_KEY, data),
  });
}

const USERS_KEY = ['operator', 'users'] as const;

/** GET /api/auth/users?q= — every user of the platform (or those matching `search`), page by page. */
export function usePlatformUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, search],
    queryFn: ({ pageParam }) =>
      apiRequest('/auth/users', {
        query: { limit: 100, cursor: pageParam, q: search || undefined },
        schema: listUsersResponse,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** PUT /api/auth/users/{id} {is_active} — remove a user's access, or give it back. */
export function useSetUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(`/auth/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { is_active: active },
        schema: userView,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

const CAMPAIGN_KEY = ['operator', 'campaign'] as const;

/** GET /api/campaign — the campaign setting, or null when none is set (404). */
export function useCampaignSetting() {
  return useQuery({
    queryKey: CAMPAIGN_KEY,
    queryFn: async () => {
      try {
        return await apiRequest('/campaign', { schema: campaign });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /api/campaign — save the setting (optimistic version). */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCampaignRequest) =>
      apiRequest('/campaign', { method: 'PUT', body, schema: campaign }),
    onSuccess: (data) => queryClient.setQueryData(CAMPAIGN_KEY, data),
  });
}

const PAYMENT_FEES_KEY = ['operator', 'payment-fees'] as const;

/** GET /api/operator/payment-fees — the platform fee on homeowner payments per plan, in basis points. */
export function usePaymentFees() {
  return useQuery({
    queryKey: PAYMENT_FEES_KEY,
    queryFn: () => apiRequest('/operator/payment-fees', { schema: paymentFeesView }),
  });
}

/** PUT /api/operator/payment-fees — set every plan's fee (the next Checkout uses it). */
export function useSavePaymentFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fees: PaymentFeesView['fees']) =>
      apiRequest('/operator/payment-fees', { method: 'PUT', body: { fees }, schema: paymentFeesView }),
    onSuccess: (data) => queryClient.setQueryData(PAYMENT_FEES_KEY, data),
  });
}
