import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalAction, ProposalStatus, ProposalTab } from '@shared/documents/proposals.js';
import {
  downloadLink,
  generateContractResponse,
  inPersonSigningResponse,
  portalActionResponse,
  portalProposal,
  proposalSentResponse,
  proposalsPage,
  proposalSummary,
  resendCurrentResponse,
  sendForSigningResponse,
  signingView,
  signResponse,
  type SendProposalRequest,
  type SignRequest,
} from '@shared/documents/schemas/proposals.js';
import { signedContractView } from '@shared/documents/schemas/signed-contract.js';
import { settingsResponse } from '@shared/accounts/schemas/settings.js';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import type { PortalChoice } from '../lib/offer-choice';
import { publicRequest } from '../../../lib/public-fetch';
import { useSessionReady } from '../../../lib/session-context';

const PROPOSALS_KEY = ['proposals'] as const;
// The estimates feature keys its queries under 'estimates'; proposal actions change the estimate's flags.
const ESTIMATES_KEY = ['estimates'] as const;

/** GET /api/proposals — one tab of the Proposals screen, page by page. */
export function useProposals(tab: ProposalTab) {
  const ready = useSessionReady();
  return useInfiniteQuery({
    enabled: ready,
    queryKey: [...PROPOSALS_KEY, tab],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/proposals', {
        query: { status: tab, limit: 24, cursor: pageParam },
        schema: proposalsPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * The validity (days) a proposal sent now gets, from the account's Settings; undefined while loading.
 * Shares the settings feature's query key so a save there shows here at once.
 */
export function useProposalValidityDays(enabled: boolean): number | undefined {
  const ready = useSessionReady();
  const settings = useQuery({
    enabled: ready && enabled,
    queryKey: ['settings'],
    queryFn: () => apiRequest('/settings', { schema: settingsResponse }),
  });
  return settings.data?.defaults.proposal_validity_days;
}

function useInvalidating<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY }),
        queryClient.invalidateQueries({ queryKey: ESTIMATES_KEY }),
      ]),
  });
}

/** PUT /api/proposals/{id}/status?new_status= (the Send button of a draft). */
export function useUpdateProposalStatus() {
  return useInvalidating(({ id, status }: { id: string; status: ProposalStatus }) =>
    apiRequest(`/proposals/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      query: { new_status: status },
      schema: proposalSentResponse,
    }),
  );
}

/** DELETE /api/proposals/{id} (drafts only). */
export function useDeleteProposal() {
  return useInvalidating((id: string) =>
    apiRequest(`/proposals/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** POST /api/customer-portal/send-proposal-link — the estimate's Send to Customer. */
export function useSendProposal() {
  return useInvalidating((body: SendProposalRequest) =>
    apiRequest('/customer-portal/send-proposal-link', { method: 'POST', body, schema: proposalSentResponse }),
  );
}

/** POST /api/proposals — Save as draft from the Send to Customer dialog. */
export function useCreateDraft() {
  return useInvalidating((body: SendProposalRequest) =>
    apiRequest('/proposals', { method: 'POST', body, schema: proposalSummary }),
  );
}

/** POST /api/estimates/{id}/generate-contract. */
export function useGenerateContract(estimateId: string) {
  return useInvalidating(() =>
    apiRequest(`/estimates/${encodeURIComponent(estimateId)}/generate-contract`, {
      method: 'POST',
      schema: generateContractResponse,
    }),
  );
}

/** POST /api/estimates/{id}/send-for-signing. */
export function useSendForSigning(estimateId: string) {
  return useInvalidating(() =>
    apiRequest(`/estimates/${encodeURIComponent(estimateId)}/send-for-signing`, {
      method: 'POST',
      schema: sendForSigningResponse,
    }),
  );
}

/**
 * A short-lived download link of an authenticated PDF route (asked as JSON: a new tab could not send
 * the bearer token), e.g. `/estimates/<id>/generate-pdf`.
 */
export function fetchDownloadLink(path: string, query?: Record<string, string>): Promise<string> {
  return apiRequest(path, { query, schema: downloadLink }).then((link) => link.url);
}

/** Starts the browser's download of a (presigned) URL without leaving the page. */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

// The homeowner's pages read their link afresh on every visit (nothing kept once they are left), and
// a link that does not work is not tried again: the answer would not change.
const LINK_QUERY = { retry: false, gcTime: 0 } as const;

/**
 * The proposal behind a portal link: GET /api/customer-portal/proposal/{token}, or for a signed-in
 * contractor's preview of their own proposal GET /api/proposals/{id}.
 */
export function usePortalProposal(token: string, preview: boolean) {
  return useQuery({
    ...LINK_QUERY,
    queryKey: ['portal', preview ? 'preview' : 'link', token],
    queryFn: ({ signal }) =>
      preview
        ? apiRequest(`/proposals/${encodeURIComponent(token)}`, { schema: portalProposal, signal })
        : publicRequest(`/customer-portal/proposal/${encodeURIComponent(token)}`, {
            schema: portalProposal,
            signal,
          }),
  });
}

/** POST /api/customer-portal/proposal/{token}/action; `onError` runs (and is awaited) before the failure shows. */
export function usePortalDecision(token: string, onError: (error: Error) => unknown) {
  return useMutation({
    mutationFn: ({ action, notes, choice }: { action: PortalAction; notes: string; choice?: PortalChoice }) =>
      publicRequest(`/customer-portal/proposal/${encodeURIComponent(token)}/action`, {
        method: 'POST',
        // A proposal with options is accepted with the homeowner's choice (docs/decisions.md).
        body: choice
          ? { action, notes: notes.trim() || null, choice }
          : { action, notes: notes.trim() || null },
        schema: portalActionResponse,
      }),
    onError,
  });
}

/** POST /api/customer-portal/proposal/{token}/resend-current: mails the current proposal's link (docs/decisions.md, "A superseded link names the current one"). */
export function useResendCurrentLink(token: string) {
  return useMutation({
    mutationFn: () =>
      publicRequest(`/customer-portal/proposal/${encodeURIComponent(token)}/resend-current`, {
        method: 'POST',
        schema: resendCurrentResponse,
      }),
  });
}

/**
 * POST /api/customer-portal/proposal/{token}/signing-link: straight after accepting, a fresh signing
 * link to sign the contract now (docs/decisions.md).
 */
export function useSignNow(token: string) {
  return useMutation({
    mutationFn: () =>
      publicRequest(`/customer-portal/proposal/${encodeURIComponent(token)}/signing-link`, {
        method: 'POST',
        schema: inPersonSigningResponse,
      }),
  });
}

/** The portal's Download PDF Proposal link (a plain link: the route redirects to the file). */
export function portalPdfHref(token: string): string {
  return `${API_BASE}/customer-portal/proposal/${encodeURIComponent(token)}/pdf`;
}

/** GET /api/signing/{token}: the contract a signing link opens. */
export function useSigningView(token: string) {
  return useQuery({
    ...LINK_QUERY,
    queryKey: ['signing', token],
    queryFn: ({ signal }) =>
      publicRequest(`/signing/${encodeURIComponent(token)}`, { schema: signingView, signal }),
  });
}

/** GET /api/signing/{token}/signed — asked only once the link answered 410 (used): the signed contract. */
export function useSignedContract(token: string, enabled: boolean) {
  return useQuery({
    ...LINK_QUERY,
    enabled,
    queryKey: ['signing', token, 'signed'],
    queryFn: ({ signal }) =>
      publicRequest(`/signing/${encodeURIComponent(token)}/signed`, { schema: signedContractView, signal }),
  });
}

/** POST /api/signing/{token}. */
export function signContract(token: string, body: SignRequest) {
  return publicRequest(`/signing/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    schema: signResponse,
  });
}

/** The signing page's link to the contract under review. */
export function signingPdfHref(token: string): string {
  return `${API_BASE}/signing/${encodeURIComponent(token)}/pdf`;
}
