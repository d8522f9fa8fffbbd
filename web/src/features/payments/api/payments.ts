import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  depositResponse,
  depositView,
  homeownerPaymentsView,
  onboardingLinkResponse,
  paymentsAccountView,
  payPageView,
  projectPaymentsView,
  type DepositRequest,
  type SendInvoiceRequest,
} from '@shared/payments/schemas/payments.js';
import { apiRequest } from '../../../lib/api-client';
import { publicRequest } from '../../../lib/public-fetch';

const ACCOUNT_KEY = ['payments-account'] as const;

/** GET /api/payments/account. */
export function usePaymentsAccount(enabled = true) {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    enabled,
    queryFn: ({ signal }) => apiRequest('/payments/account', { schema: paymentsAccountView, signal }),
  });
}

/** POST /api/payments/account/onboarding: then the browser goes to Stripe's hosted onboarding. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/payments/account/onboarding', { method: 'POST', schema: onboardingLinkResponse }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** POST /api/payments/account/refresh: the state re-read from Stripe (on return from onboarding). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/payments/account/refresh', { method: 'POST', schema: paymentsAccountView }),
    onSuccess: (view) => queryClient.setQueryData(ACCOUNT_KEY, view),
  });
}

const projectKey = (projectId: string) => ['project-payments', projectId] as const;

/** GET /api/projects/{id}/payments; polled while a payment is processing or a refund is on its way. */
export function useProjectPayments(projectId: string) {
  return useQuery({
    queryKey: projectKey(projectId),
    queryFn: ({ signal }) =>
      apiRequest(`/projects/${encodeURIComponent(projectId)}/payments`, {
        schema: projectPaymentsView,
        signal,
      }),
    refetchInterval: (query) => (query.state.data && query.state.data.processing > 0 ? 5_000 : false),
  });
}

/** POST /api/projects/{id}/payments/{paymentId}/refund (admins). */
export function useRefund(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, amount }: { paymentId: string; amount?: number }) =>
      apiRequest(
        `/projects/${encodeURIComponent(projectId)}/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          method: 'POST',
          body: amount === undefined ? {} : { amount },
          schema: projectPaymentsView,
        },
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(projectKey(projectId), view);
      // The refund is recorded when Stripe's charge.refunded arrives: read again shortly.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), 1_500);
    },
  });
}

/** GET /api/signing/{token}/deposit; polled a little after Checkout while the webhook is on its way. */
export function useDeposit(token: string, waitingForPayment: boolean) {
  return useQuery({
    queryKey: ['deposit', token],
    retry: false,
    queryFn: ({ signal }) =>
      publicRequest(`/signing/${encodeURIComponent(token)}/deposit`, { schema: depositView, signal }),
    refetchInterval: (query) =>
      waitingForPayment && query.state.data?.status === 'open' && query.state.dataUpdateCount < 20
        ? 1_000
        : false,
  });
}

/** POST /api/signing/{token}/deposit. */
export function chooseDeposit(token: string, body: DepositRequest) {
  return publicRequest(`/signing/${encodeURIComponent(token)}/deposit`, {
    method: 'POST',
    body,
    schema: depositResponse,
  });
}

/** GET /api/project-status/{token}/payments. */
export function useStatusPayments(token: string) {
  return useQuery({
    queryKey: ['status-payments', token],
    retry: false,
    queryFn: ({ signal }) =>
      publicRequest(`/project-status/${encodeURIComponent(token)}/payments`, {
        schema: homeownerPaymentsView,
        signal,
      }),
  });
}

/** GET /api/pay/{token}; polled a little after Checkout while the webhook is on its way. */
export function usePayPage(token: string, waitingForPayment: boolean) {
  return useQuery({
    queryKey: ['pay-page', token],
    retry: false,
    queryFn: ({ signal }) =>
      publicRequest(`/pay/${encodeURIComponent(token)}`, { schema: payPageView, signal }),
    refetchInterval: (query) =>
      waitingForPayment && query.state.data?.status === 'open' && query.state.dataUpdateCount < 20
        ? 1_000
        : false,
  });
}

/** POST /api/pay/{token}/checkout. */
export function startPayCheckout(token: string) {
  return publicRequest(`/pay/${encodeURIComponent(token)}/checkout`, {
    method: 'POST',
    schema: depositResponse,
  });
}

/** POST /api/projects/{id}/invoices. */
export function useSendInvoice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvoiceRequest) =>
      apiRequest(`/projects/${encodeURIComponent(projectId)}/invoices`, {
        method: 'POST',
        body,
        schema: projectPaymentsView,
      }),
    onSuccess: (view) => queryClient.setQueryData(projectKey(projectId), view),
  });
}
