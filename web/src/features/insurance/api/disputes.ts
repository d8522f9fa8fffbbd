import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dispute,
  disputesPage,
  disputesSummary,
  disputeTimeline,
  type CreateDisputeRequest,
  type DisputeStatusQuery,
} from '@shared/insurance/schemas/disputes.js';
import { insuranceProjects } from '@shared/insurance/schemas/insurance.js';
import { apiRequest } from '../../../lib/api-client';

const DISPUTES_KEY = ['disputes'] as const;

/** GET /api/disputes — the account's disputes, newest first (one page of 200). */
export function useDisputes() {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest('/disputes', { query: { limit: 200 }, schema: disputesPage, signal }),
  });
}

/** GET /api/disputes/dashboard/summary — the tiles. */
export function useDisputesSummary() {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'summary'],
    queryFn: ({ signal }) => apiRequest('/disputes/dashboard/summary', { schema: disputesSummary, signal }),
  });
}

/** GET /api/disputes/{id}. */
export function useDispute(id: string) {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'one', id],
    queryFn: ({ signal }) => apiRequest(`/disputes/${encodeURIComponent(id)}`, { schema: dispute, signal }),
  });
}

/** GET /api/disputes/{id}/timeline. */
export function useDisputeTimeline(id: string) {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'timeline', id],
    queryFn: ({ signal }) =>
      apiRequest(`/disputes/${encodeURIComponent(id)}/timeline`, { schema: disputeTimeline, signal }),
  });
}

/** GET /api/insurance/projects — projects with a carrier. */
export function useInsuranceProjects() {
  return useQuery({
    queryKey: [...DISPUTES_KEY, 'projects'],
    queryFn: ({ signal }) => apiRequest('/insurance/projects', { schema: insuranceProjects, signal }),
  });
}

/** POST /api/disputes. */
export function useFileDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDisputeRequest) =>
      apiRequest('/disputes', { method: 'POST', body, schema: dispute }),
    onSuccess: () => client.invalidateQueries({ queryKey: DISPUTES_KEY }),
  });
}

/** PUT /api/disputes/{id}/status. */
export function useChangeDisputeStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: DisputeStatusQuery) =>
      apiRequest(`/disputes/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        query: {
          status: query.status,
          resolution_notes: query.resolution_notes,
          resolved_amount: query.resolved_amount,
        },
        schema: dispute,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: DISPUTES_KEY }),
  });
}
