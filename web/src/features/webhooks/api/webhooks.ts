import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletedResponse,
  deliveryList,
  endpointList,
  endpointWithSecret,
  redeliverResponse,
  webhookEndpoint,
  type CreateEndpointRequest,
  type UpdateEndpointRequest,
} from '@shared/integrations/schemas/webhooks.js';
import { apiRequest } from '../../../lib/api-client';

const WEBHOOKS_KEY = ['webhook-endpoints'] as const;

const endpointPath = (id: string) => `/webhook-endpoints/${encodeURIComponent(id)}`;

/** GET /api/webhook-endpoints. */
export function useEndpoints() {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest('/webhook-endpoints', { schema: endpointList, signal }),
  });
}

/** GET /api/webhook-endpoints/{id}/deliveries; refreshed every 5 s while pending deliveries are shown. */
export function useDeliveries(endpointId: string) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', endpointId],
    queryFn: ({ signal }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries`, { schema: deliveryList, signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((item) => !['delivered', 'failed'].includes(item.status))
        ? 5_000
        : false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
}

/** POST /api/webhook-endpoints: answers with the secret, shown once. */
export function useCreateEndpoint() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateEndpointRequest) =>
      apiRequest('/webhook-endpoints', { method: 'POST', body, schema: endpointWithSecret }),
    onSuccess: invalidate,
  });
}

/** PUT /api/webhook-endpoints/{id}. */
export function useUpdateEndpoint() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEndpointRequest }) =>
      apiRequest(endpointPath(id), { method: 'PUT', body, schema: webhookEndpoint }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/webhook-endpoints/{id}. */
export function useDeleteEndpoint() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(endpointPath(id), { method: 'DELETE', schema: deletedResponse }),
    onSuccess: invalidate,
  });
}

/** POST /api/webhook-endpoints/{id}/rotate-secret: answers with the new secret, shown once. */
export function useRotateSecret() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${endpointPath(id)}/rotate-secret`, { method: 'POST', schema: endpointWithSecret }),
    onSuccess: invalidate,
  });
}

/** POST …/deliveries/{deliveryId}/redeliver. */
export function useRedeliver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {
        method: 'POST',
        schema: redeliverResponse,
      }),
    onSuccess: invalidate,
  });
}
