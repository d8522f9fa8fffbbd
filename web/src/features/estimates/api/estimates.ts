import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  estimateSchema,
  estimatesPage,
  type CreateEstimateRequest,
  type Estimate,
  type EstimateStatus,
  type UpdateEstimateRequest,
} from '@shared/estimates/schemas/estimates.js';
import type { SaveOfferRequest } from '@shared/estimates/schemas/offer.js';
import { inPersonSigningResponse } from '@shared/documents/schemas/proposals.js';
import { apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';

/** Filters of the estimates list. */
export interface EstimateListFilters {
  status?: EstimateStatus;
  search?: string;
  customer?: string;
}

const LIST_KEY = ['estimates', 'list'] as const;
const estimateKey = (id: string) => ['estimates', 'detail', id] as const;

/** While an estimate is still being measured its screens poll this often. */
export const MEASURING_POLL_MS = 1000;

const inProgress = (status: string | undefined) => status === 'queued' || status === 'measuring';

/** GET /api/estimates — page by page; polls while any listed roof is still being measured. */
export function useEstimates(filters: EstimateListFilters) {
  const ready = useSessionReady();
  return useInfiniteQuery({
    enabled: ready,
    queryKey: [...LIST_KEY, filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/estimates', {
        query: {
          status: filters.status,
          search: filters.search || undefined,
          customer: filters.customer || undefined,
          limit: 25,
          cursor: pageParam,
        },
        schema: estimatesPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.estimates.some((row) => inProgress(row.measurement_status)))
        ? MEASURING_POLL_MS * 2
        : false,
  });
}

/** GET /api/estimates/{id} — polls until the measurement has finished, so progress shows without a reload. */
export function useEstimate(id: string) {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: estimateKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/estimates/${encodeURIComponent(id)}`, { schema: estimateSchema, signal }),
    refetchInterval: (query) =>
      inProgress(query.state.data?.measurement_status) ? MEASURING_POLL_MS : false,
    retry: (count, error) =>
      !(error && 'status' in error && (error as { status: number }).status === 404) && count < 2,
  });
}

function useEstimateMutation<V, R extends Estimate>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (estimate) => {
      queryClient.setQueryData(estimateKey(estimate.id), estimate);
      return queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** POST /api/estimates. */
export function useCreateEstimate() {
  return useEstimateMutation((body: CreateEstimateRequest) =>
    apiRequest('/estimates', { method: 'POST', body, schema: estimateSchema }),
  );
}

/** PUT /api/estimates/{id} at the version the screen loaded. */
export function useUpdateEstimate(id: string) {
  return useEstimateMutation((body: UpdateEstimateRequest) =>
    apiRequest(`/estimates/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: estimateSchema }),
  );
}

/** DELETE /api/estimates/{id}. */
export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`/estimates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: estimateKey(id) });
      return queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** POST /api/estimates/{id}/apply-discount. */
export function useApplyDiscount(id: string) {
  return useEstimateMutation((discountPercent: number) =>
    apiRequest(`/estimates/${encodeURIComponent(id)}/apply-discount`, {
      method: 'POST',
      body: { discount_percent: discountPercent },
      schema: estimateSchema,
    }),
  );
}

/** POST /api/estimates/{id}/retry-measurement. */
export function useRetryMeasurement(id: string) {
  return useEstimateMutation(() =>
    apiRequest(`/estimates/${encodeURIComponent(id)}/retry-measurement`, {
      method: 'POST',
      schema: estimateSchema,
    }),
  );
}

/** POST /api/estimates/{id}/reprice — prices again with the account's current rates. */
export function useRepriceEstimate(id: string) {
  return useEstimateMutation(() =>
    apiRequest(`/estimates/${encodeURIComponent(id)}/reprice`, { method: 'POST', schema: estimateSchema }),
  );
}

/** PUT /api/estimates/{id}/offer — answers the estimate with its offer priced from the current catalogue. */
export function useSaveOffer(id: string) {
  return useEstimateMutation((body: SaveOfferRequest) =>
    apiRequest(`/estimates/${encodeURIComponent(id)}/offer`, { method: 'PUT', body, schema: estimateSchema }),
  );
}

/** DELETE /api/estimates/{id}/offer — back to one price; answers the estimate without an offer. */
export function useRemoveOffer(id: string) {
  return useEstimateMutation(() =>
    apiRequest(`/estimates/${encodeURIComponent(id)}/offer`, { method: 'DELETE', schema: estimateSchema }),
  );
}

/** Reloads one estimate (after a 409 the screen needs the current version). */
export function useRefreshEstimate(id: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: estimateKey(id),
      queryFn: () => apiRequest(`/estimates/${encodeURIComponent(id)}`, { schema: estimateSchema }),
      staleTime: 0,
    });
}

/** POST /api/estimates/{id}/in-person-signing — a fresh signing link for signing on this device. */
export function useInPersonSigning(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/estimates/${encodeURIComponent(id)}/in-person-signing`, {
        method: 'POST',
        schema: inPersonSigningResponse,
      }),
  });
}
